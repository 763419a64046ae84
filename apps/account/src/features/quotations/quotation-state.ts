/** What a quotation's list entry needs to say whether it can still be ordered. */
export interface QuotationValidity {
  orderNo: string;
  /** ISO instant after which its prices no longer hold (decision 0025). */
  validUntil: string;
  /** The order it became; '' while none. */
  orderedAs: string;
}

/** ordered: it became an order; expired: past validUntil; open: it can still be ordered. */
export type QuotationState = 'ordered' | 'expired' | 'open';

export function quotationState(quotation: QuotationValidity, now: number): QuotationState {
  if (quotation.orderedAs !== '') return 'ordered';
  const until = Date.parse(quotation.validUntil);
  return Number.isFinite(until) && until <= now ? 'expired' : 'open';
}

/**
 * Where a business member orders a quotation: the business checkout, which shows its lines, takes the
 * invoicing address and the payment mean and calls orderQuotation (the b18 hand-over, fixed).
 */
export function quotationCheckoutPath(orderNo: string): string {
  return `/b2b/buying/checkout?quotation=${encodeURIComponent(orderNo)}`;
}
