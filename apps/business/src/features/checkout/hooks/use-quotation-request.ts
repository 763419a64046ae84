import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@shop/api-client';
import type { CartItem } from '@shop/cart-engine';
import { orderLineDrafts } from '@shop/checkout';
import type { ApiError } from '@shop/contracts';
import type { InvoiceAddress } from '@shop/validation';
import { requestQuotation } from '../api/business-checkout-api';

export type QuotationRequest =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; emails: string[] }
  | { status: 'failed'; error: ApiError; network: boolean };

/** The addresses the server emails a quotation to: each line's receiver email, else the buyer's. */
function recipientsOf(items: CartItem[], buyerEmail: string): string[] {
  const emails = new Set(items.map(({ data }) => data.receiverEmail.trim().toLowerCase()).filter(Boolean));
  return emails.size > 0 ? [...emails] : [buyerEmail].filter(Boolean);
}

/**
 * "Request a quotation" (quoteOrder, /order/quotation): the cart lines with the invoicing address, priced
 * and emailed with the quotation's PDF. One request at a time; the same lines and address repeat the
 * same request (one key), so a retry after a lost answer sends no second quotation.
 */
export function useQuotationRequest(custId: string, buyerEmail: string) {
  const [state, setState] = useState<QuotationRequest>({ status: 'idle' });
  const running = useRef(false);
  const last = useRef<{ signature: string; key: string } | null>(null);

  const request = useCallback(
    async (items: CartItem[], invoice: InvoiceAddress) => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'sending' });
      const orderLines = orderLineDrafts(items, invoice);
      const signature = JSON.stringify(orderLines);
      if (last.current?.signature !== signature) last.current = { signature, key: newIdempotencyKey() };
      const result = await requestQuotation({ custId, orderLines }, { idempotencyKey: last.current.key });
      running.current = false;
      if (result.ok) {
        last.current = null; // a second request of the same lines is a new quotation
        setState({ status: 'sent', emails: recipientsOf(items, buyerEmail) });
      } else setState({ status: 'failed', error: result.error, network: result.status === null });
    },
    [custId, buyerEmail],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, request, reset };
}
