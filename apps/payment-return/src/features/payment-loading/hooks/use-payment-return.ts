import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { returnedPaymentId, type PaymentReturnType } from '../../../return-params';
import { completeReturn, orderOfPayment } from '../api/payment-return-api';
import { isPassing, PENDING_RETRIES, PENDING_RETRY_MS } from '../return-outcome';

/**
 * What the return page is doing: completing the payment, going on to `path` (the server's
 * redirectUrl, or the failed order's result), or stopped on a failure it shows.
 */
export type ReturnState =
  | { status: 'completing' }
  /** inApp: a path of this app; else the server's path with its unit (redirectUrl). */
  | { status: 'leaving'; path: string; inApp: boolean }
  | { status: 'stillOpen' }
  | { status: 'unreachable'; error: ApiError }
  | { status: 'failed'; error: ApiError };

export interface ReturnContext {
  type: PaymentReturnType;
  pspProvider: string;
  /** The page's full URL, as the provider sent the browser back (its query carries the return). */
  href: string;
  search: URLSearchParams;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Completes the payment once on load, asks again while the provider has not decided (59005) or the
 * answer did not arrive, then leads on: to redirectUrl when paid; for an order that did not pay, to
 * its result page, which shows the failure and keeps the cart.
 */
export function usePaymentReturn({ type, pspProvider, href, search, sleep = wait }: ReturnContext) {
  const [state, setState] = useState<ReturnState>({ status: 'completing' });
  const [attempt, setAttempt] = useState(0);
  const context = useRef({ pspProvider, href, search, sleep });

  useEffect(() => {
    let live = true;
    const { pspProvider: provider, href: callBackUrl, search: query, sleep: pause } = context.current;
    void (async () => {
      let answer = await completeReturn(provider, callBackUrl);
      for (let retry = 0; !answer.ok && retry < PENDING_RETRIES && isPassing(answer.error, answer.status); retry++) {
        await pause(PENDING_RETRY_MS);
        if (!live) return;
        answer = await completeReturn(provider, callBackUrl);
      }
      if (!live) return;
      if (answer.ok) return setState({ status: 'leaving', path: answer.data.redirectUrl, inApp: false });
      const paymentId = returnedPaymentId(query);
      if (isPassing(answer.error, answer.status)) {
        // Still open at the provider: the order's result page checks again; else this page offers it.
        if (type === 'order' && paymentId && answer.status !== null) {
          const order = await orderOfPayment(paymentId);
          if (live && order.ok) return setState(leaving(order.data.orderNo, paymentId));
        }
        if (live)
          setState(answer.status === null ? { status: 'unreachable', error: answer.error } : { status: 'stillOpen' });
        return;
      }
      if (type === 'order' && paymentId) {
        const order = await orderOfPayment(paymentId);
        if (live && order.ok) return setState(leaving(order.data.orderNo, paymentId));
      }
      if (live) setState({ status: 'failed', error: answer.error });
    })();
    return () => {
      live = false;
    };
  }, [type, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'completing' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

/** On to the order result page of a payment (in-app). */
function leaving(orderNo: string, paymentId: string): ReturnState {
  return {
    status: 'leaving',
    path: `/order/${encodeURIComponent(orderNo)}?${new URLSearchParams({ paymentId })}`,
    inApp: true,
  };
}
