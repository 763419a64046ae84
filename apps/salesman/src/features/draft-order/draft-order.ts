import { percentOfMinor } from '@shop/cart-engine';

// The salesman's draft order (spec 1 section 3 "Salesman state" and "Order-line draft"): pure data and
// its arithmetic, free of React and storage. Amounts are minor units, rates percents.

/** Whom the cards go to: the customer's recipients (/salesman/buying) or the customer (/salesman/buying-self). */
export type SalesmanBuyingMode = 'others' | 'self';

export const SALESMAN_BUYING_PATHS: Readonly<Record<SalesmanBuyingMode, string>> = {
  others: '/salesman/buying',
  self: '/salesman/buying-self',
};

/** How a line's cards go: by email (digital cards) or by post in a letter (physical cards). */
export type SalesmanDeliverType = 'Email' | 'Physical';

/** A fee discount: P a percent of the fee, V a fixed amount per card; '' none. */
export type FeeDiscountType = '' | 'P' | 'V';

export interface DraftLine {
  id: string;
  itemCode: string;
  productName: string;
  /** Face value of one card. */
  amount: number;
  qty: number;
  /** The salesman's rate for the line; null keeps the product's own discount (the server's). */
  discountRate: number | null;
  /** Per card, 15-30 EUR. */
  cardMadeFee: number;
  deliverType: SalesmanDeliverType;
  /** The letter of a posted card (null by email), its name and price per card. */
  letterTypeId: number | null;
  letterName: string;
  letterPrice: number;
  /** The extra product going with each card ('' none), its name and amount per card. */
  extraItemCode: string;
  extraProductName: string;
  extraProductAmount: number;
  shipFeeDiscType: FeeDiscountType;
  shipFeeDiscValue: number;
  extraFeeDiscType: FeeDiscountType;
  extraFeeDiscValue: number;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  /** The postal address of a posted card ('' by email). */
  receiverAddress: string;
  receiverZipCode: string;
  receiverCity: string;
  receiverCountryCode: string;
}

/** What a line stored before posted cards existed lacks: an e-mailed card without letter or extra. */
export const LINE_DEFAULTS: Omit<DraftLine, 'id' | 'itemCode' | 'productName' | 'amount' | 'qty'> = {
  discountRate: null,
  cardMadeFee: 1500,
  deliverType: 'Email',
  letterTypeId: null,
  letterName: '',
  letterPrice: 0,
  extraItemCode: '',
  extraProductName: '',
  extraProductAmount: 0,
  shipFeeDiscType: '',
  shipFeeDiscValue: 0,
  extraFeeDiscType: '',
  extraFeeDiscValue: 0,
  senderName: '',
  senderEmail: '',
  receiverName: '',
  receiverEmail: '',
  receiverAddress: '',
  receiverZipCode: '',
  receiverCity: '',
  receiverCountryCode: '',
};

/** The delivery every line of the draft shares (the shop does not mix posted and e-mailed cards), if any. */
export const draftDelivery = (draft: DraftOrder): SalesmanDeliverType | null => draft.lines[0]?.deliverType ?? null;

export type RewardType = 'commission' | 'none';

/** What applies to the whole order: the salesman's reward, free items, an image. */
export interface DraftTerms {
  rewardType: RewardType;
  /** Percent of the discounted card value, 3-10. */
  commissionRate: number;
  freeItem: string;
  freeItemQty: number;
  orderImageUrl: string;
  orderImageName: string;
}

export interface DraftOrder {
  lines: DraftLine[];
  terms: DraftTerms;
}

export const DEFAULT_TERMS: DraftTerms = {
  rewardType: 'commission',
  commissionRate: 5,
  freeItem: '',
  freeItemQty: 0,
  orderImageUrl: '',
  orderImageName: '',
};

export const EMPTY_DRAFT: DraftOrder = { lines: [], terms: DEFAULT_TERMS };

const feeDiscount = (fee: number, type: FeeDiscountType, value: number) => {
  if (type === 'P') return Math.min(fee, percentOfMinor(fee, value));
  if (type === 'V') return Math.min(value, fee);
  return 0;
};

export interface DraftLineAmounts {
  gross: number;
  discount: number;
  /** Card-made fee, letter and extra product, after the salesman's fee discounts. */
  fees: number;
  total: number;
}

/** The letter and the extra product of one card after the salesman's discounts (as the server applies them). */
export function discountedFeesPerCard(line: DraftLine): { letter: number; extra: number } {
  const letter = line.letterPrice - feeDiscount(line.letterPrice, line.shipFeeDiscType, line.shipFeeDiscValue);
  const extra =
    line.extraProductAmount - feeDiscount(line.extraProductAmount, line.extraFeeDiscType, line.extraFeeDiscValue);
  return { letter, extra };
}

/**
 * A line's amounts as the salesman sets them (the server prices again from its catalogue): the
 * salesman's rate overrides the product's (unknown here, so a line without one shows no discount).
 */
export function draftLineAmounts(line: DraftLine): DraftLineAmounts {
  const gross = line.amount * line.qty;
  const discount = line.discountRate === null ? 0 : percentOfMinor(gross, line.discountRate);
  const { letter, extra } = discountedFeesPerCard(line);
  const fees = (line.cardMadeFee + letter + extra) * line.qty;
  return { gross, discount, fees, total: Math.max(0, gross - discount + fees) };
}

export interface DraftTotals extends DraftLineAmounts {
  cards: number;
  /** The salesman's commission: a percent of the discounted card value (fees excluded). */
  commission: number;
}

export function draftTotals(draft: DraftOrder): DraftTotals {
  const totals = { gross: 0, discount: 0, fees: 0, total: 0, cards: 0, commission: 0 };
  for (const line of draft.lines) {
    const amounts = draftLineAmounts(line);
    totals.gross += amounts.gross;
    totals.discount += amounts.discount;
    totals.fees += amounts.fees;
    totals.total += amounts.total;
    totals.cards += line.qty;
  }
  if (draft.terms.rewardType === 'commission')
    totals.commission = percentOfMinor(totals.gross - totals.discount, draft.terms.commissionRate);
  return totals;
}

export const addLine = (draft: DraftOrder, line: DraftLine): DraftOrder => ({
  ...draft,
  lines: [...draft.lines, line],
});

export const removeLine = (draft: DraftOrder, id: string): DraftOrder => {
  const lines = draft.lines.filter((line) => line.id !== id);
  const cards = lines.reduce((sum, line) => sum + line.qty, 0);
  // Free items are at most one per card: fewer cards lower their quantity with them.
  const freeItemQty = Math.min(draft.terms.freeItemQty, cards);
  return { lines, terms: { ...draft.terms, freeItemQty } };
};

export const setTerms = (draft: DraftOrder, terms: Partial<DraftTerms>): DraftOrder => ({
  ...draft,
  terms: { ...draft.terms, ...terms },
});
