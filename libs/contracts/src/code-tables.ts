/** The code tables of spec 2 section 9, as the wire carries them. */

export const DELIVERY_TYPES = {
  Physical: 0,
  SMS: 1,
  PDF: 2,
  Email: 3,
  Both: 4,
  Zip: 5,
  CardFile: 6,
  URLFile: 7,
} as const;
export type DeliveryTypeName = keyof typeof DELIVERY_TYPES;
export type DeliveryTypeCode = (typeof DELIVERY_TYPES)[DeliveryTypeName];
export const DRAFT_DELIVER_TYPES = ['Email', 'SMS', 'BOTH', 'Physical', 'PDF', 'CardFile', 'URLFile', 'Zip'] as const;
export const CART_DEFAULT_DELIVER_TYPE = 'PDF';
export const CONSUMER_DEFAULT_DELIVER_TYPE = 'Email';

export const PAYMENT_MEANS = {
  C04: 'credit card',
  '14': 'wallet',
  '03': 'bank transfer',
  '05': 'bank check',
  '15': 'gift card',
  '17': 'third-party coupon',
  '16': 'debit',
  PP: 'PayPal',
  INP: 'internal use',
  IBT: 'instant bank transfer',
  ABT: 'asynchronous bank transfer',
  MW: 'MbWay',
  BT: 'Bancontact',
} as const;
export type PaymentMean = keyof typeof PAYMENT_MEANS;
/** Payment return mapping: card, instant payment, wallet. */
export const PAYMENT_RETURN_MEANS = { card: 'C04', instant: 'IBT', wallet: 'PP' } as const;

export const CARD_KINDS = { D: 'digital', P: 'physical', CP: 'customize physical' } as const;
export type CardKind = keyof typeof CARD_KINDS;
export const CARD_KIND_CODES = ['D', 'P', 'CP'] as const;

/** What a product sells: a gift card or phone credit (the /phone-credit flow). */
export const PRODUCT_TYPES = ['GIFT_CARD', 'PHONE_CREDIT'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const COUPON_TYPES = { D: 'discount', B: 'bonus', FG: 'free gift card' } as const;
export const COUPON_AMOUNT_TYPES = { P: 'percentage', V: 'fixed' } as const;

export const ORDER_STATUS = {
  requesting: ['03', '041', '044'],
  confirmed: ['09', '042', '091'],
  canceled: ['02'],
  pending: ['04'],
  fullyReturned: ['099'],
  partiallyReturned: ['098'],
} as const;
export const TRANSFER_STATUS = { request: '01', confirmed: '03' } as const;
export const WALLET_STATUS = { confirmed: 'Y', canceled: 'N', requesting: 'R' } as const;
export const BLOCK_CODES = { block: 'B', unblock: 'UB' } as const;
export const CARD_UPDATE_ACTIONS = ['Block', 'UnBlock', 'NEW', 'USED'] as const;

export const TRANSACTION_KINDS = { Redeem: 'P', TopUp: 'L', Cashback: 'C' } as const;
export const ORDER_KINDS = { Order: 'O', Wallet: 'M', Transfer: 'T', Receive: 'R' } as const;
export const DEFAULT_HISTORY_TYPE = 'O';

export const MEMBER_LEVELS = { Light: 1, EnCompte: 2, Registered: 3 } as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[keyof typeof MEMBER_LEVELS];
/** Payment means a member level forces (spec 1 section 6). */
export const MEMBER_LEVEL_FORCED_PAYMENTS: Record<MemberLevel, readonly PaymentMean[]> = {
  1: ['03', '05'],
  2: ['14', '03', '05'],
  3: [],
};

export const LOGIN_TYPES = ['NL', 'SSO', 'SALESMAN_SSO', 'FB', 'GOOGLE', 'APPLE'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const USER_TYPES = ['EM', 'NL', 'B2C', 'B2B', 'FB', 'GOOGLE', 'SALESMAN', 'SALESMAN_SSO'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const CIVILITY = { Mr: 1, Mrs: 2, Other: 3 } as const;
export type CivilityCode = (typeof CIVILITY)[keyof typeof CIVILITY];
export const CIVILITY_CODES = [1, 2, 3] as const;
export const TITLES = ['Mr', 'Mrs', 'Other'] as const;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const DATE_CHOICES = ['today', 'tomorrow', 'dayAfter', 'specificDate'] as const;
export const NOTIFICATION_TYPES = ['success', 'error', 'warning'] as const;

export const ACCOUNT_DELETION_REASONS = [
  'no_longer_using',
  'switching_account',
  'personal_security',
  'poor_customer_service',
  'difficult_to_navigate',
  'no_need_voucher_discount',
  'discount_not_attractive',
  'purchase_process_too_complicated',
  'technical_issues',
  'redemption_issues',
] as const;

export const EMBARGO_SCOPE_OPTIONS = [1, 2, 3, 4] as const;
export const COUNTRY_PICKER = ['UAE', 'SA', 'BH', 'QA', 'KW', 'OM', 'FR', 'CO'] as const;

/** Reference lists fetched by mID (spec 2 section 7); each returns an scodeList. */
export const REFERENCE_LIST_IDS = ['IND', 'CLR', 'ATO', 'OC', 'MIR', 'PAR', 'ET', 'NIR', 'ST_EKDR', 'URSSAF'] as const;
export type ReferenceListId = (typeof REFERENCE_LIST_IDS)[number];

/** Upload error codes returned to the client (spec 2 section 5). */
export const UPLOAD_ERROR_CODES = { wrongFormat: 63004, fileTooBig: 1, unsupportedType: 2 } as const;

export const INBOX_STATUSES = ['Active', 'Disabled'] as const;

/** Separators of business-unit parameters: payment types pipe-separated, login methods comma-separated. */
export const PAYMENT_TYPE_SEPARATOR = '|';
export const MEMBERSHIP_SEPARATOR = ',';
