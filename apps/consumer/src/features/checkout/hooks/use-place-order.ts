import { useCallback, useMemo, useRef, useState } from 'react';
import { newIdempotencyKey, type ApiResult } from '@shop/api-client';
import { buildOrders } from '@shop/cart-engine';
import type { ApiError } from '@shop/contracts';
import {
  fetchPaymentToken,
  sendCancellation,
  sendConfirmation,
  sendOrder,
  startPayment,
  type OrderConfirmation,
} from '../api/checkout-api';
import {
  afterConfirmation,
  attemptSignature,
  orderLineDrafts,
  type CheckoutChoice,
  type OfferedMean,
} from '../checkout-plan';

export type PlaceOrderStep = 'order' | 'confirm' | 'payment';

export interface PlaceOrderFailure {
  step: PlaceOrderStep;
  error: ApiError;
  /** null when the network failed (no answer). */
  status: number | null;
}

export interface PlaceOrderInput extends CheckoutChoice {
  custId?: string;
  /** The wallet balance to spend when useWallet (the server spends at most what is left). */
  walletAmount?: number;
  currency: string;
  means: readonly OfferedMean[];
}

export interface PlaceOrderEnvironment {
  /** The order result page (paid, or to be paid offline): navigate inside the shop. */
  goToResult(path: string): void;
  /** The provider's hosted page. */
  goToProvider(url: string): void;
}

/**
 * One attempt to pay: the same order lines keep their order; the same coupons, wallet and means keep
 * its confirmation; each call carries the key of what it stands for, so a repeat after a lost answer
 * (or a second click that slipped through) is answered with the first order, confirmation, payment.
 */
interface Attempt {
  linesSignature: string;
  createKey: string;
  orderNo?: string;
  confirmSignature?: string;
  confirmKey?: string;
  confirmation?: OrderConfirmation;
  payment?: { csrfToken: string; key: string };
}

function linesSignatureOf(input: PlaceOrderInput): string {
  return JSON.stringify(buildOrders(input.items).lines);
}

/**
 * Places the order of the checkout: createOrder -> confirmOrder -> the result page, or paymentInitToken
 * -> createPayment -> the provider's page. One placing at a time: a second call while one runs is
 * ignored. The cart is kept; the result page clears it once the order is paid.
 */
export function usePlaceOrder(environment: PlaceOrderEnvironment) {
  const running = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);
  const env = useRef(environment);
  env.current = environment;

  const placeOrder = useCallback(async (input: PlaceOrderInput): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPlacing(true);
    setFailure(null);
    let leaving = false;
    const fail = (step: PlaceOrderStep, result: ApiResult<unknown>) => {
      if (!result.ok) setFailure({ step, error: result.error, status: result.status });
      return false;
    };
    try {
      const { custId } = input;
      const { current, replaced } = currentAttempt(attempt, input);
      if (replaced) {
        // Its coupons and wallet go back first, so the new order may spend them; a failure here
        // leaves the old order to the server's clean-up of unpaid orders.
        await sendCancellation({ custId, orderNo: replaced }).catch(() => undefined);
      }
      if (!current.orderNo) {
        const created = await sendOrder(
          { custId, orderLines: orderLineDrafts(input.items) },
          { idempotencyKey: current.createKey },
        );
        if (!created.ok) return fail('order', created);
        current.orderNo = created.data.orderNo;
      }
      const orderNo = current.orderNo;
      const confirmSignature = attemptSignature(input);
      if (!current.confirmation || current.confirmSignature !== confirmSignature) {
        if (current.confirmSignature !== confirmSignature) {
          current.confirmSignature = confirmSignature;
          current.confirmKey = newIdempotencyKey();
        }
        const confirmed = await sendConfirmation(
          {
            custId,
            orderNo,
            paymentMean: input.mean,
            couponList: input.coupons.map(({ cardNumber, pinCode }) => ({ cardNumber, pinCode })),
            useWallet: input.useWallet,
            walletAmount: input.useWallet ? input.walletAmount : undefined,
          },
          { idempotencyKey: current.confirmKey },
        );
        if (!confirmed.ok) return fail('confirm', confirmed);
        current.confirmation = confirmed.data;
      }
      const confirmation = current.confirmation;
      const next = afterConfirmation(confirmation, input.mean, input.means);
      if (next.kind === 'result') {
        leaving = true;
        env.current.goToResult(next.path);
        return true;
      }
      if (!current.payment) {
        const token = await fetchPaymentToken();
        if (!token.ok) return fail('payment', token);
        current.payment = { csrfToken: token.data.csrfToken, key: newIdempotencyKey() };
      }
      const payment = await startPayment(
        {
          orderNo,
          paymentMethod: next.method,
          csrfToken: current.payment.csrfToken,
          txnAmount: confirmation.orderAmtTot,
          txnCurrency: input.currency,
        },
        { idempotencyKey: current.payment.key },
      );
      if (!payment.ok) {
        // A refused token or payment is asked again afresh; a lost answer repeats the same one.
        if (payment.status !== null) current.payment = undefined;
        return fail('payment', payment);
      }
      leaving = true;
      env.current.goToProvider(payment.data.redirectUrl);
      return true;
    } finally {
      // Going to the provider's page: the button stays busy until the page is gone.
      if (!leaving) {
        running.current = false;
        setPlacing(false);
      }
    }
  }, []);

  /** Leaving the checkout: the unpaid order of this page, if any, is cancelled (its coupons given back). */
  const cancelPlacedOrder = useCallback(async (custId?: string) => {
    const orderNo = attempt.current?.orderNo;
    if (!orderNo || attempt.current?.confirmation?.isPaid) return;
    attempt.current = null;
    await sendCancellation({ custId, orderNo });
  }, []);

  const clearFailure = useCallback(() => setFailure(null), []);
  return useMemo(
    () => ({ placeOrder, placing, failure, clearFailure, cancelPlacedOrder }),
    [placeOrder, placing, failure, clearFailure, cancelPlacedOrder],
  );
}

/**
 * The attempt for this choice: the current one while its lines are the same and it is not confirmed
 * (or confirmed with this very choice), else a new one; `replaced` names the unpaid order it replaces.
 */
function currentAttempt(
  ref: { current: Attempt | null },
  input: PlaceOrderInput,
): { current: Attempt; replaced?: string } {
  const linesSignature = linesSignatureOf(input);
  const previous = ref.current;
  if (previous && previous.linesSignature === linesSignature) {
    if (!previous.confirmation || previous.confirmSignature === attemptSignature(input)) return { current: previous };
  }
  const current: Attempt = { linesSignature, createKey: newIdempotencyKey() };
  ref.current = current;
  const replaced = previous?.orderNo && !previous.confirmation?.isPaid ? previous.orderNo : undefined;
  return { current, replaced };
}
