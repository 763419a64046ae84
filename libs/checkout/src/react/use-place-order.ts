import { useCallback, useMemo, useRef, useState } from 'react';
import { newIdempotencyKey, type ApiResult } from '@shop/api-client';
import { API_ERRORS, type ApiError } from '@shop/contracts';
import { afterConfirmation, confirmationSignature, type ConfirmationChoice, type OfferedMean } from '../checkout-plan';
import { keepAttempt, readAttempt, type CheckoutAttempt } from './checkout-attempt-storage';
import { fetchPaymentToken, sendCancellation, sendConfirmation, startPayment } from './order-calls';
import type { OrderSource } from './order-source';

export type PlaceOrderStep = 'order' | 'confirm' | 'payment';

export interface PlaceOrderFailure {
  step: PlaceOrderStep;
  error: ApiError;
  /** null when the network failed (no answer). */
  status: number | null;
}

export interface PlaceOrderInput extends ConfirmationChoice {
  /** What the order is made of (cart lines, a file, a quotation) and how it is created. */
  source: OrderSource;
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

const confirmationSignatureOf = (input: PlaceOrderInput) => confirmationSignature(input.source.signature, input);

/** Answers that say the kept order is over (paid, cancelled, gone): a new order is placed instead. */
const ORDER_OVER_CODES: readonly number[] = [
  API_ERRORS.ORDER_NOT_FOUND.code,
  API_ERRORS.ORDER_ALREADY_PAID.code,
  API_ERRORS.ORDER_CANCELED.code,
];

/**
 * Places the order of the checkout: its source's creation (createOrder, a file's or a quotation's),
 * confirmOrder, then the result page, or paymentInitToken and createPayment, then the provider's page.
 * One placing at a time: a second call while one runs is ignored. The cart is kept; the result page
 * clears it once the order is paid. The attempt is kept for the tab (checkout-attempt-storage), so
 * coming back from the provider's page goes on with it.
 */
export function usePlaceOrder(buId: string, environment: PlaceOrderEnvironment) {
  const running = useRef(false);
  const attempt = useRef<CheckoutAttempt | null>(null);
  const loaded = useRef(false);
  if (!loaded.current) {
    loaded.current = true;
    attempt.current = readAttempt(buId);
  }
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);
  const env = useRef(environment);
  env.current = environment;

  const run = useCallback(
    async (input: PlaceOrderInput, mayRestart: boolean): Promise<'left' | PlaceOrderFailure> => {
      const failed = (step: PlaceOrderStep, result: ApiResult<unknown>): PlaceOrderFailure =>
        result.ok
          ? { step, error: { code: 0, message: '' }, status: 200 }
          : { step, error: result.error, status: result.status };
      const { custId } = input;
      const { current, replaced } = currentAttempt(attempt, input);
      if (replaced) {
        // Its coupons and wallet go back first, so the new order may spend them; a failure here
        // leaves the old order to the server's clean-up of unpaid orders.
        await sendCancellation({ custId, orderNo: replaced }).catch(() => undefined);
      }
      keepAttempt(buId, current);
      if (!current.orderNo) {
        const created = await input.source.create({ idempotencyKey: current.createKey });
        if (!created.ok) return failed('order', created);
        current.orderNo = created.data.orderNo;
        keepAttempt(buId, current);
      }
      const orderNo = current.orderNo;
      const restartWhenOver = async (step: PlaceOrderStep, result: ApiResult<unknown>) => {
        if (!mayRestart || result.ok || !ORDER_OVER_CODES.includes(result.error.code)) return failed(step, result);
        attempt.current = null;
        keepAttempt(buId, null);
        return run(input, false);
      };
      const confirmSignature = confirmationSignatureOf(input);
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
        if (!confirmed.ok) return restartWhenOver('confirm', confirmed);
        current.confirmation = confirmed.data;
        keepAttempt(buId, current);
      }
      const confirmation = current.confirmation;
      const next = afterConfirmation(confirmation, input.mean, input.means);
      if (next.kind === 'result') {
        // Paid, or to be paid offline: the result page takes it from here.
        attempt.current = null;
        keepAttempt(buId, null);
        env.current.goToResult(next.path);
        return 'left';
      }
      if (!current.payment) {
        const token = await fetchPaymentToken();
        if (!token.ok) return failed('payment', token);
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
        return restartWhenOver('payment', payment);
      }
      env.current.goToProvider(payment.data.redirectUrl);
      return 'left';
    },
    [buId],
  );

  const placeOrder = useCallback(
    async (input: PlaceOrderInput): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPlacing(true);
      setFailure(null);
      const outcome = await run(input, true).catch((error: unknown): PlaceOrderFailure => ({
        step: 'order',
        error: { code: API_ERRORS.GENERIC.code, message: error instanceof Error ? error.message : String(error) },
        status: null,
      }));
      if (outcome === 'left') return true; // the button stays busy while the next page loads
      setFailure(outcome);
      running.current = false;
      setPlacing(false);
      return false;
    },
    [run],
  );

  /** Leaving the checkout: the unpaid order of this page, if any, is cancelled (its coupons given back). */
  const cancelPlacedOrder = useCallback(
    async (custId?: string) => {
      const orderNo = attempt.current?.orderNo;
      attempt.current = null;
      keepAttempt(buId, null);
      if (!orderNo) return;
      await sendCancellation({ custId, orderNo });
    },
    [buId],
  );

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
  ref: { current: CheckoutAttempt | null },
  input: PlaceOrderInput,
): { current: CheckoutAttempt; replaced?: string } {
  const linesSignature = input.source.signature;
  const previous = ref.current;
  if (previous && previous.linesSignature === linesSignature) {
    if (!previous.confirmation || previous.confirmSignature === confirmationSignatureOf(input))
      return { current: previous };
  }
  const current: CheckoutAttempt = { linesSignature, createKey: newIdempotencyKey() };
  ref.current = current;
  const replaced = previous?.orderNo && !previous.confirmation?.isPaid ? previous.orderNo : undefined;
  return { current, replaced };
}
