import { API_ERRORS } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { closeAndRelease, completePayment } from './complete-payment';
import { refundPayment } from './refund-payment';
import type { PaymentRow } from './payment-store';
import { withProvider } from './providers/provider-calls';
import { providerNamed } from './providers/provider-for';

/** An open payment is asked about once this old: a browser normally comes back within seconds. */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** An attempt still unpaid this long after it started is abandoned: cancelled, its hold released. */
export const ABANDON_AFTER_MS = 60 * 60 * 1000;
/** How often each API process looks (replicas may overlap: every closing is a conditional UPDATE). */
export const RECONCILE_EVERY_MS = 60 * 1000;

export interface ReconcileReport {
  completed: number;
  closed: number;
  abandoned: number;
  stillOpen: number;
  /** Money owed back that the provider refunded now, and that still waits for it (unreachable). */
  refunded: number;
  refundsWaiting: number;
}

/** What completing a payment answers when it closed it (or found it closed): nothing left to do. */
export const CLOSING_FAILURES = [
  'PAYMENT_FAILED',
  'PAYMENT_CANCELED',
  'PAYMENT_MISMATCH',
  'PAYMENT_ALREADY_MADE',
  'PAYMENT_RETURN_INVALID',
  'PAYMENT_REFUNDED',
] as const;

export const isFailure = (error: unknown, name: keyof typeof API_ERRORS) =>
  error instanceof ApiFailure && error.error.code === API_ERRORS[name].code;

/** Cancels an attempt nobody paid in time at the provider, then completes it (canceled: released). */
async function abandon(services: Services, payment: PaymentRow): Promise<void> {
  const provider = providerNamed(payment.provider);
  if (!provider || !payment.providerPaymentId) {
    // The provider's side was never recorded (a crash while creating it): no buyer saw its page.
    await closeAndRelease(services, payment, 'canceled', 'abandoned');
    return;
  }
  await withProvider(() => provider.cancel(payment.providerPaymentId as string));
  await completePayment(services, payment, null).catch((error) => {
    if (!isFailure(error, 'PAYMENT_CANCELED') && !isFailure(error, 'PAYMENT_FAILED')) throw error;
  });
}

/**
 * Completes the payments whose browser never came back (a closed tab, a crash before the return
 * was finalised): each open payment older than RECONCILE_AFTER_MS is completed from the provider's
 * word, as finalisation would; one the provider still has open after ABANDON_AFTER_MS is cancelled
 * there and released. So no paid order waits for its buyer to return. Then every refund still owed
 * (the provider was unreachable when the money came) is asked for again (decision 0020).
 */
export async function reconcileOpenPayments(services: Services): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    completed: 0,
    closed: 0,
    abandoned: 0,
    stillOpen: 0,
    refunded: 0,
    refundsWaiting: 0,
  };
  const now = services.now();
  let unexpected: unknown = null;
  for (const payment of await services.payments.openBefore(now - RECONCILE_AFTER_MS)) {
    try {
      await completePayment(services, payment, null);
      report.completed += 1;
    } catch (error) {
      const waiting = isFailure(error, 'PAYMENT_PENDING') || isFailure(error, 'PAYMENT_PROVIDER_UNAVAILABLE');
      if (waiting && payment.createdAt.getTime() <= now - ABANDON_AFTER_MS) {
        const abandoned = await abandon(services, payment).then(
          () => true,
          () => false,
        );
        report[abandoned ? 'abandoned' : 'stillOpen'] += 1;
      } else if (waiting) report.stillOpen += 1;
      else if (CLOSING_FAILURES.some((name) => isFailure(error, name))) report.closed += 1;
      // One payment its purpose cannot settle (the order changed meanwhile, a bug) stays open, is
      // reported, and does not hold up the others.
      else unexpected = error;
    }
  }
  // Money taken for what could no longer take it, whose refund the provider did not make yet.
  for (const payment of await services.payments.refundsDue()) {
    const after = await refundPayment(services, payment).catch(() => payment);
    report[after.state === 'refunded' ? 'refunded' : 'refundsWaiting'] += 1;
  }
  if (unexpected) throw unexpected;
  return report;
}
