import type { CartItem } from '@shop/cart-engine';
import { cartOrderSource, type OrderSource } from '@shop/checkout/react';
import { API_ERRORS, type ApiError, type ApiErrorName } from '@shop/contracts';
import type { InvoiceAddress } from '@shop/validation';
import { fileOrderSource, quotationOrderSource } from './api/business-checkout-api';
import type { PreviousFile, QuotationDetail } from './api/business-checkout-api';
import type { CheckoutSource } from './checkout-source';
import type { Loaded } from './hooks/use-loaded';

/** Whether the checkout has something to order, and if not, why (said with the API's own error texts). */
export type Readiness =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'empty' }
  | { kind: 'problem'; error: ApiError; retry?: () => void }
  | { kind: 'invalidLink' };

const refusal = (name: ApiErrorName): Readiness => ({
  kind: 'problem',
  error: { code: API_ERRORS[name].code, message: API_ERRORS[name].message },
});

interface Loadable<T> {
  state: Loaded<T | null>;
  reload: () => void;
}

export function readinessOf(
  source: CheckoutSource,
  data: { items: CartItem[]; quotation: Loadable<QuotationDetail>; file: Loadable<PreviousFile> },
  now: number = Date.now(),
): Readiness {
  if (source.kind === 'invalid') return { kind: 'invalidLink' };
  if (source.kind === 'cart') return data.items.length > 0 ? { kind: 'ready' } : { kind: 'empty' };
  const loaded = source.kind === 'quotation' ? data.quotation : data.file;
  if (loaded.state.status === 'loading') return { kind: 'loading' };
  if (loaded.state.status === 'failed') return { kind: 'problem', error: loaded.state.error, retry: loaded.reload };
  if (source.kind === 'quotation') {
    const quotation = data.quotation.state.status === 'ready' ? data.quotation.state.data : null;
    if (!quotation) return refusal('ORDER_NOT_FOUND');
    if (quotation.orderedAs) return refusal('ORDER_QUOTATION_ORDERED');
    if (Date.parse(quotation.validUntil) < now) return refusal('ORDER_QUOTATION_EXPIRED');
    return { kind: 'ready' };
  }
  const file = data.file.state.status === 'ready' ? data.file.state.data : null;
  if (!file) return refusal('LARGE_ORDER_FILE_UNKNOWN');
  if (file.result === 'ordered') return refusal('LARGE_ORDER_ALREADY_ORDERED');
  if (file.validRowCount === 0) return refusal('LARGE_ORDER_NO_VALID_ROW');
  return { kind: 'ready' };
}

/** How the order is created: the cart lines with the address on each, or the file's or the quotation's order. */
export function orderSourceFor(
  source: CheckoutSource,
  { custId, items, invoice }: { custId: string; items: CartItem[]; invoice: InvoiceAddress },
): OrderSource {
  if (source.kind === 'file') return fileOrderSource(custId, source.fileId, invoice);
  if (source.kind === 'quotation') return quotationOrderSource(custId, source.orderNo, invoice);
  return cartOrderSource(items, { custId, shared: invoice });
}
