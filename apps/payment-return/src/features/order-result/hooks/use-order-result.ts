import { useCallback, useEffect, useState } from 'react';
import { API_ERRORS, type ApiError, type OrderResult } from '@shop/contracts';
import { confirmPaymentAgain, readOrderResult } from '../api/order-result-api';

export type OrderResultState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderResult; checking: boolean }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiError };

/**
 * The order's result from the server (never from the URL): read when the page opens, read again on
 * demand; `checkAgain` first asks the provider about a payment still open (confirmPayment).
 */
export function useOrderResult(orderNo: string, paymentId: string | null, custId: string | undefined) {
  // A number the shop never makes is unknown without asking.
  const [state, setState] = useState<OrderResultState>(orderNo ? { status: 'loading' } : { status: 'notFound' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderNo) return undefined;
    let live = true;
    void readOrderResult(orderNo, paymentId, custId).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ status: 'ready', order: answer.data, checking: false });
      else if (answer.error.code === API_ERRORS.ORDER_NOT_FOUND.code) setState({ status: 'notFound' });
      else setState({ status: 'error', error: answer.error });
    });
    return () => {
      live = false;
    };
  }, [orderNo, paymentId, custId, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const checkAgain = useCallback(async () => {
    setState((current) => (current.status === 'ready' ? { ...current, checking: true } : current));
    // Its answer is read back through the order: a still-open payment just stays processing.
    if (paymentId) await confirmPaymentAgain(paymentId);
    setAttempt((count) => count + 1);
  }, [paymentId]);

  return { state, reload, checkAgain };
}
