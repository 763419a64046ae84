import type { FinalisationResult } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../../http/services';
import { returnedPaymentMean } from './payment-means';
import type { PaymentPurposeName, SettledPayment } from './payment-purpose';
import { paymentPurposeNamed } from './payment-purposes';
import type { PaymentRow } from './payment-store';
import { afterPaymentPath } from './payment-urls';
import type { ProviderPayment } from './providers/payment-provider';
import { providerNamed } from './providers/provider-for';
import { withProvider } from './providers/provider-calls';

/** Who asks: the card token is shown only to the payment's own member, or on a guest's payment. */
export type Viewer = { accountId: number } | null;

/** PostgreSQL's unique_violation, as pg and PGlite report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/** The answer of a succeeded payment, the same every time it is asked. */
export function finalisationResult(payment: PaymentRow, viewer: Viewer): FinalisationResult {
  const paymentMean = returnedPaymentMean(payment.paymentMean ?? payment.paymentMethod);
  // The saved card goes back to the member who paid only: a guest's token is never shown (anyone may hold
  // a guest payment's id, and tokenized payments are members only, so a guest has no use for it).
  const ownsIt = payment.accountId !== null && viewer?.accountId === payment.accountId;
  return {
    redirectUrl: afterPaymentPath(payment, paymentMean),
    orderNo: payment.purpose === 'order' ? payment.reference : '',
    purpose: payment.purpose,
    pspResult: {
      paymentId: payment.id,
      paymentMethod: paymentMean,
      cardToken: ownsIt ? (payment.cardToken ?? '') : '',
    },
  };
}

/** The failure a closed payment answers with. */
function closedFailure(payment: PaymentRow): ApiFailure {
  if (payment.failureReason === 'amount_mismatch') return new ApiFailure('PAYMENT_MISMATCH');
  if (payment.failureReason === 'duplicate') return new ApiFailure('PAYMENT_ALREADY_MADE');
  return new ApiFailure(payment.state === 'canceled' ? 'PAYMENT_CANCELED' : 'PAYMENT_FAILED');
}

function settled(payment: PaymentRow): SettledPayment {
  return {
    purpose: payment.purpose as PaymentPurposeName,
    reference: payment.reference,
    buId: payment.buId,
    accountId: payment.accountId,
    amount: payment.amount,
    currency: payment.currency,
    email: payment.email,
    paymentId: payment.id,
    paymentMean: returnedPaymentMean(payment.paymentMean ?? payment.paymentMethod),
  };
}

/** Closes an open payment and, when this call closed it, lets its purpose release what it held. */
export async function closeAndRelease(
  services: Services,
  payment: PaymentRow,
  state: 'failed' | 'canceled',
  reason: string,
): Promise<ApiFailure> {
  const closed = await services.payments.close(payment.id, state, reason);
  if (closed && reason !== 'duplicate')
    await paymentPurposeNamed(closed.purpose).release(services, settled(closed), closed.id);
  return closedFailure(closed ?? ((await services.payments.find(payment.id)) as PaymentRow));
}

/**
 * Claims the payment as succeeded and settles its purpose in ONE transaction: the conditional UPDATE
 * lets exactly one of concurrent or replayed completions through, and a crash before the commit leaves
 * neither the claim nor the settlement. The unique index of one success per reference refuses a
 * second payment of the same thing (closed as a duplicate, to refund).
 */
async function claimAndSettle(services: Services, payment: PaymentRow, remote: ProviderPayment): Promise<PaymentRow> {
  const purpose = paymentPurposeNamed(payment.purpose);
  try {
    await services.db.transaction(async (tx) => {
      const claimed = await services.payments.claimSuccess(tx, payment.id, {
        paymentMean: remote.paymentMethod,
        cardToken: remote.cardToken,
      });
      if (claimed) await purpose.settle(tx, services, settled(claimed));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await closeAndRelease(services, payment, 'failed', 'duplicate');
  }
  return (await services.payments.find(payment.id)) as PaymentRow;
}

/**
 * Completes a payment from the provider's word only: asks the provider for the payment's real state,
 * checks it is ours (reference, amount, currency; the captured amount), captures it when the shape
 * wants the merchant to, then settles it once, or closes it as failed or canceled (59001 / 59004),
 * or leaves it open while the provider has not decided (59005). A payment already settled answers
 * its result again without asking anyone.
 */
export async function completePayment(services: Services, payment: PaymentRow, viewer: Viewer) {
  if (payment.state === 'succeeded') return finalisationResult(payment, viewer);
  if (payment.state === 'failed' || payment.state === 'canceled') throw closedFailure(payment);
  const provider = providerNamed(payment.provider);
  if (!provider || !payment.providerPaymentId) throw new ApiFailure('PAYMENT_PENDING');
  const providerPaymentId = payment.providerPaymentId;

  let remote = await withProvider(() => provider.status(providerPaymentId));
  if (!remote) throw new ApiFailure('PAYMENT_PENDING');
  if (remote.merchantReference !== payment.id) throw new ApiFailure('PAYMENT_RETURN_INVALID');
  if (remote.amount !== payment.amount || remote.currency !== payment.currency)
    throw await closeAndRelease(services, payment, 'failed', 'amount_mismatch');
  if (remote.state === 'authorised' && provider.capturesOnReturn)
    remote = (await withProvider(() => provider.capture(providerPaymentId, payment.amount))) ?? remote;

  switch (remote.state) {
    case 'succeeded': {
      if (remote.capturedAmount !== payment.amount)
        throw await closeAndRelease(services, payment, 'failed', 'amount_mismatch');
      const final = await claimAndSettle(services, payment, remote);
      if (final.state !== 'succeeded') throw closedFailure(final);
      return finalisationResult(final, viewer);
    }
    case 'declined':
      throw await closeAndRelease(services, payment, 'failed', remote.failureReason ?? 'declined');
    case 'canceled':
      throw await closeAndRelease(services, payment, 'canceled', 'canceled');
    default:
      await services.payments.markPending(payment.id);
      throw new ApiFailure('PAYMENT_PENDING');
  }
}
