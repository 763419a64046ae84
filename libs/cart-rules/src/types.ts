import type { DRAFT_DELIVER_TYPES } from './constants';

// Cart entities of spec 1 §3. Every amount is an integer in minor units of the unit's currency;
// every rate is a percentage (5 means 5 %).

export type DeliverType = (typeof DRAFT_DELIVER_TYPES)[number];

/** Card kind: D digital, P physical, CP customised physical (spec 2 §9); '' when not known. */
export type CardKind = 'D' | 'P' | 'CP' | '';

export interface UploadedFile {
  fileName: string;
  fileType: string;
  url: string;
}

export interface CartItemData {
  itemCode: string;
  templateId: number;
  productName: string;
  productImgUrl: string;
  categoryId: string;
  /** Face value of one card, minor units. */
  amount: number;
  qty: number;
  /** Discount rate the template advertises (informational; totals use productDiscount). */
  discount: number;
  /** Discount rate applied to this line; recomputed from the tiers of discountItemCode. */
  productDiscount: number;
  /** Which discount list (tiers) this line belongs to. */
  discountItemCode: string;
  /** Rate a salesman set for this line; when not null it overrides productDiscount. */
  salesmanSetDiscount: number | null;
  productSorts: string;
  parentItemCode: string;
  extraItemCode: string;
  extraItemImgUrl: string;
  extraProductName: string;
  /** Price of the extra product per card, minor units. */
  extraProductAmount: number;
  /** Card-making fee per card, minor units. */
  cardMadeFee: number;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  receiverFirstName: string;
  receiverLastName: string;
  receiverCivility: string;
  receiverCity: string;
  receiverAddress: string;
  receiverAddress2: string;
  receiverZipCode: string;
  receiverCountryCode: string;
  receiverMobileAreaCode: string;
  receiverMobileNo: string;
  deliverType: DeliverType;
  /** Personalisation and timing the buying steps chose (order-line draft fields of spec 1 §3). */
  templateUrl: string;
  /** Gift message (at most 500 characters) and the card's text lines. */
  message: string;
  message2: string;
  /** The buyer's own image: a stored-file reference from /resource/upload, or ''. */
  personalImageUrl: string;
  letterTypeId: number | null;
  /** Price of the chosen letter per card, minor units (the server prices it again). */
  letterPrice: number;
  senderMobileNo: string;
  /** yyyy-MM-dd, or '' for now; the day starts at 00:00 in deliverTimeZone (IANA). */
  deliverDate: string;
  deliverTimeZone: string;
  uploadFileList: UploadedFile[];
  draftPath: string;
  kind: CardKind;
}

export interface CartItem {
  id: string;
  data: CartItemData;
}

/** What a caller must give to make a cart line; everything else has a neutral default. */
export type CartItemInput = Pick<CartItemData, 'itemCode' | 'amount' | 'qty'> & Partial<CartItemData>;

export interface SuitedItem {
  itemCode: string;
}

/** A coupon as the card query returns it (spec 2 §7 queryCard), plus the pin it was added with. */
export interface QueriedCoupon {
  cardNumber: string;
  /** Kept (in session storage only) so the coupon can be queried again when the cart changes. */
  pinCode: string;
  /** Minor units. */
  cardBalance: number;
  isAllowPartialRedeem: boolean;
  /** Brand restriction text; '' when the coupon has none. */
  subPayDesc: string;
  /** Items the coupon may pay for; empty means every item. */
  suitedItemCode: SuitedItem[];
  isThirdPartyCoupon: boolean;
}

export interface Coupon extends QueriedCoupon {
  /** What the allocation spends from this coupon, minor units. */
  appliedAmount: number;
  /** cardBalance minus appliedAmount, minor units. */
  remainingBalance: number;
}

export interface DiscountTier {
  /** Inclusive lower bound of the summed line amount, minor units. */
  amountFrom: number;
  /** Inclusive upper bound, minor units; null for an open-ended top tier. */
  amountTo: number | null;
  discountRate: number;
}

/** Discount list per item (spec 1 §3). */
export interface DiscountList {
  itemCode: string;
  tiers: DiscountTier[];
}

/** A whole cart: its lines and the salesman's contract type (what is kept in local storage and on the server). */
export interface CartSnapshot {
  cartItems: CartItem[];
  salesmanCustomerContractType: number | null;
}
