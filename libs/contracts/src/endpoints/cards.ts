import * as v from 'valibot';
import { CardDeliverySchema } from '../delivery';
import { PAYMENT_MEANS, type PaymentMean } from '../code-tables';
import { defineEndpoint } from '../endpoint';
import { CustIdSchema, EmailSchema, ItemCodeSchema, MinorAmountSchema, PageSchema, requiredText } from '../fields';

/**
 * Gift cards and their ledger (spec 2 section 7, Cards). Amounts are integer minor units. A card number
 * is answered masked except its last 4 digits; the member's own calls name a card by its cardId (from
 * getMemberGiftCardsWithProduct), never by its clear number.
 */

/** Card transactions per page (spec: "page size: not shown"). */
export const CARD_TRANSACTIONS_PAGE_SIZE = 20;
/** Cart lines a queryCard or applyCard may carry. */
export const CARD_QUERY_CART_MAX = 200;

/** A typed card number: the server normalises it (spaces, hyphens, other digit scripts). */
const CardNumberSchema = v.pipe(
  v.string('This field is required.'),
  v.maxLength(40, 'Must be less than 40 characters.'),
);
/** A typed PIN (checked by the server). */
const PinCodeSchema = v.pipe(v.string('This field is required.'), v.maxLength(12, 'Must be less than 12 characters.'));
/** A card's id as getMemberGiftCardsWithProduct gives it. */
const CardIdSchema = v.pipe(v.string('This field is required.'), v.regex(/^\d{1,18}$/, 'Invalid card id'));
const CaptchaTokenSchema = v.optional(v.pipe(v.string(), v.maxLength(4096)));

/** The cart lines a card should pay for: which items it suits is answered against them. */
const CartListSchema = v.pipe(
  v.array(v.object({ templateId: v.optional(v.number()), itemCode: ItemCodeSchema })),
  v.maxLength(CARD_QUERY_CART_MAX),
);

/** A card as a coupon of the cart (spec 1 section 3, Coupon): what queryCard and applyCard answer. */
export const CardCouponSchema = v.object({
  /** Masked except the last 4 digits. */
  cardNumber: v.string(),
  cardBalance: MinorAmountSchema,
  currency: v.string(),
  isAllowPartialRedeem: v.boolean(),
  /** The brand restriction: the product the card only pays for, '' when it pays for any. */
  subPayDesc: v.string(),
  /** Items the card may pay for; empty means every item. */
  suitedItemCode: v.array(v.object({ itemCode: v.string() })),
  isThirdPartyCoupon: v.boolean(),
  /** ISO date-time. */
  expiresAt: v.string(),
});

export const queryCard = defineEndpoint({
  name: 'queryCard',
  group: 'Cards',
  summary:
    "A card's balance and what it pays for, with its number and PIN. One answer (11001) for a wrong number, " +
    'a wrong PIN or a locked card; 11018 when it cannot pay for any line of cartList; guesses are throttled.',
  method: 'POST',
  path: '/card/queryCard',
  versions: ['v5'],
  auth: 'optional',
  request: v.object({
    cardNumber: CardNumberSchema,
    pinCode: PinCodeSchema,
    custId: v.optional(CustIdSchema),
    cartList: v.optional(CartListSchema, []),
    captchaToken: CaptchaTokenSchema,
  }),
  response: CardCouponSchema,
});

export const applyCard = defineEndpoint({
  name: 'applyCard',
  group: 'Cards',
  summary:
    "Applies one of the member's own cards to the cart without its PIN: queryCard's answer for that card. " +
    'Nothing is held or redeemed; the order redeems it.',
  method: 'POST',
  path: '/card/applyCard',
  versions: ['v4'],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, cardId: CardIdSchema, cartList: v.optional(CartListSchema, []) }),
  response: v.object({ ...CardCouponSchema.entries, cardId: v.string() }),
});

/** Spec 2 section 7: Block and UnBlock set isBlocked, NEW and USED the cardState. */
export const CARD_ACTIONS = ['Block', 'UnBlock', 'NEW', 'USED'] as const;

/** A member's card as their card list shows it (spec 1 section 3, Gift card). */
export const MemberCardSchema = v.object({
  cardId: v.string(),
  /** Masked except the last 4 digits. */
  cardNumber: v.string(),
  balance: MinorAmountSchema,
  currency: v.string(),
  /** ISO date-time. */
  expiry: v.string(),
  isExpired: v.boolean(),
  isBlocked: v.boolean(),
  /** Closed for a while to clients other than its holder's after many wrong PINs (decision 0018). */
  isLocked: v.boolean(),
  cardState: v.picklist(['new', 'used']),
  /** ISO date-time. */
  purchaseDate: v.string(),
  /** How the card was delivered, per channel (the card list fills it; empty for an imported card). */
  deliveries: v.optional(v.array(CardDeliverySchema), []),
});

export const updateCard = defineEndpoint({
  name: 'updateCard',
  group: 'Cards',
  summary: "Blocks, unblocks or marks as new or used one of the member's cards; answers the card.",
  method: 'POST',
  path: '/card/updateCard',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, cardId: CardIdSchema, action: v.picklist(CARD_ACTIONS) }),
  response: MemberCardSchema,
});

export const cardTransfer = defineEndpoint({
  name: 'cardTransfer',
  group: 'Cards',
  summary:
    "Gives one of the member's cards to a receiver: the card stops working and a new card with a new number " +
    'and PIN holds its balance; the receiver gets them by email. Transfer status 01 then 03.',
  method: 'POST',
  path: '/card/cardTransfer',
  versions: [''],
  auth: 'required',
  idempotent: true,
  request: v.object({
    custId: CustIdSchema,
    cardId: CardIdSchema,
    receiverEmail: EmailSchema,
    receiverName: v.optional(requiredText(60)),
  }),
  response: v.object({
    transferStatus: v.picklist(['01', '03']),
    receiverEmail: v.string(),
    amount: MinorAmountSchema,
    currency: v.string(),
  }),
});

export const cardResend = defineEndpoint({
  name: 'cardResend',
  group: 'Cards',
  summary: "Sends one of the member's cards (number and PIN) again to receiverEmail.",
  method: 'POST',
  path: '/card/cardResend',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, cardId: CardIdSchema, receiverEmail: EmailSchema }),
  response: v.object({ receiverEmail: v.string() }),
});

export const importCard = defineEndpoint({
  name: 'importCard',
  group: 'Cards',
  summary:
    "Adds a card to the member's cards with its number and PIN; the account becomes activated " +
    '(isActivateAccount 1) unless the unit is AFI_NON_WHITE.',
  method: 'POST',
  path: '/card/importCard',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, cardNumber: CardNumberSchema, pinCode: PinCodeSchema }),
  response: v.object({ cardId: v.string(), isActivateAccount: v.picklist([0, 1]) }),
});

export const cardValidation = defineEndpoint({
  name: 'cardValidation',
  group: 'Cards',
  summary: "Whether a card number needs its PIN: false only for the caller's own cards.",
  method: 'POST',
  path: '/card/cardValidation',
  versions: [''],
  auth: 'optional',
  request: v.object({ custId: v.optional(CustIdSchema), cardNumber: CardNumberSchema }),
  response: v.object({ isNeedPincode: v.boolean() }),
});

/** One movement of a card's ledger: I issue, P redeem, L top-up, C cashback, G give-back, R cancelled by a refund. */
export const CardTransactionSchema = v.object({
  transactionId: v.string(),
  type: v.picklist(['I', 'P', 'L', 'C', 'G', 'R']),
  /** Signed: negative for a redemption. */
  amount: v.number(),
  balanceAfter: MinorAmountSchema,
  /** The order, payment or transfer the movement belongs to. */
  reference: v.string(),
  /** ISO date-time. */
  createdAt: v.string(),
});

export const cardTransactions = defineEndpoint({
  name: 'cardTransactions',
  group: 'Cards',
  summary: "A member's card's ledger, newest first, paged from 1.",
  method: 'POST',
  path: '/transaction',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, cardId: CardIdSchema, page: v.optional(PageSchema, 1) }),
  response: v.object({ totalCount: v.number(), transactionList: v.array(CardTransactionSchema) }),
});

export const cardTopUp = defineEndpoint({
  name: 'cardTopUp',
  group: 'Cards',
  summary:
    "Starts a hosted payment that tops up one of the member's reloadable cards; the card's balance moves " +
    'when the payment is confirmed (/loading/topup).',
  method: 'POST',
  path: '/transaction/topup',
  versions: [''],
  auth: 'required',
  rateLimit: 'orderCreation',
  idempotent: true,
  request: v.object({
    custId: CustIdSchema,
    cardId: CardIdSchema,
    amount: v.pipe(MinorAmountSchema, v.minValue(1, 'Amount must be greater than or equal to 1.')),
    paymentMethod: v.picklist(Object.keys(PAYMENT_MEANS) as PaymentMean[]),
  }),
  response: v.object({ topUpId: v.string(), paymentId: v.string(), redirectUrl: v.string() }),
});

/** A product of the member's cards with its cards (spec 1 section 3, Card detail). */
export const MemberCardProductSchema = v.object({
  itemCode: v.string(),
  productName: v.string(),
  productImageUrl: v.string(),
  howToUse: v.string(),
  termOfService: v.string(),
  transferMode: v.string(),
  redeemPlace: v.string(),
  isReloadable: v.boolean(),
  isThirdPartyProduct: v.boolean(),
  cardList: v.array(MemberCardSchema),
});

export const getMemberGiftCardsWithProduct = defineEndpoint({
  name: 'getMemberGiftCardsWithProduct',
  group: 'Cards',
  summary: "The member's cards grouped by product, with the product's fields; numbers masked.",
  method: 'POST',
  path: '/member/getMemberGiftCardsWithProduct',
  versions: ['v4'],
  auth: 'required',
  request: v.object({ custId: CustIdSchema }),
  response: v.object({ productList: v.array(MemberCardProductSchema) }),
});
