import type { FinalisationResult } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { returnedPaymentMean } from './payment-means';
import type { SettleOutcome } from './payment-purpose';
import { paymentPurposeNamed } from './payment-purposes';
import { refundPayment } from './refund-payment';
import { settledPaymentOf } from './settled-payment';
import type { PaymentRow } from './payment-store';
import { afterPaymentPath } from './payment-urls';
import type { ProviderPayment } from './providers/payment-provider';
import { providerNamed } from './providers/provider-for';
import { withProvider } from './providers/provider-calls';

/** Who asks: the card token is shown only to the payment's own member, never on a guest's payment. */
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

/** Closes an open payment and, when this call closed it, lets its purpose release what it held. */
export async function closeAndRelease(
  services: Services,
  payment: PaymentRow,
  state: 'failed' | 'canceled',
  reason: string,
): Promise<ApiFailure> {
  const closed = await services.payments.close(payment.id, state, reason);
  // A replaced attempt releases nothing: what the reference holds is the newer attempt's.
  if (closed && reason !== 'duplicate' && !closed.replacedAt)
    await paymentPurposeNamed(closed.purpose).release(services, settledPaymentOf(closed), closed.id);
  return closedFailure(closed ?? ((await services.payments.find(payment.id)) as PaymentRow));
}

/** Another completion of the same payment claimed it first: this one's settlement is rolled back. */
class ClaimedElsewhere extends Error {}

/**
 * Claims the money the provider took and settles its purpose in ONE transaction: the purpose settles
 * first (or answers unsettleable: an order cancelled meanwhile, or paid by another payment), then the
 * conditional UPDATE claims the payment as succeeded or refund_due; of concurrent or replayed
 * completions exactly one claims it, and the others roll their settlement back. A crash before the
 * commit leaves neither. A payment whose owner asked to void it is never settled. Money owed back is
 * refunded at once when the provider answers, else by the reconciliation (decision 0020).
 */
async function claimAndSettle(services: Services, payment: PaymentRow, remote: ProviderPayment): Promise<PaymentRow> {
  const purpose = paymentPurposeNamed(payment.purpose);
  const paid = { paymentMean: remote.paymentMethod, cardToken: remote.cardToken };
  const claim = (forced?: SettleOutcome) =>
    services.db.transaction(async (tx) => {
      const outcome =
        forced ??
        (payment.voidRequestedAt ? 'unsettleable' : await purpose.settle(tx, services, settledPaymentOf(payment)));
      const state = outcome === 'settled' ? 'succeeded' : 'refund_due';
      const claimed = await services.payments.claimTaken(tx, payment.id, state, paid);
      if (!claimed) throw new ClaimedElsewhere();
      if (state === 'refund_due') await purpose.recordRefund(tx, services, settledPaymentOf(claimed), false);
      return claimed;
    });
  // The row this call's committed claim answered; read again only when another completion claimed it.
  let claimedHere: PaymentRow | null = null;
  try {
    claimedHere = await claim();
  } catch (error) {
    // The one-success-per-reference index: another payment settled the same thing meanwhile.
    if (isUniqueViolation(error)) claimedHere = await claim('unsettleable').catch(claimedByNobodyHere);
    else claimedByNobodyHere(error);
  }
  const final = claimedHere ?? ((await services.payments.find(payment.id)) as PaymentRow);
  if (final.state !== 'refund_due') return final;
  // The provider may be unreachable now: the refund stays due and the reconciliation asks again.
  return refundPayment(services, final).catch(() => final);
}

function claimedByNobodyHere(error: unknown): null {
  if (!(error instanceof ClaimedElsewhere)) throw error;
  return null;
}

/**
 * Completes a payment from the provider's word only: asks the provider for the payment's real state,
 * checks it is ours (reference, amount, currency; the captured amount), captures it when the shape
 * wants the merchant to, then settles it once, or refunds money its purpose can no longer take (59012),
 * or closes it as failed or canceled (59001 / 59004), or leaves it open while the provider has not
 * decided (59005). A payment already settled answers its result again without asking anyone.
 */
export async function completePayment(services: Services, payment: PaymentRow, viewer: Viewer) {
  if (payment.state === 'succeeded') return finalisationResult(payment, viewer);
  if (payment.state === 'refund_due') await refundPayment(services, payment).catch(() => undefined);
  if (payment.state === 'refund_due' || payment.state === 'refunded') throw new ApiFailure('PAYMENT_REFUNDED');
  if (payment.state === 'failed' || payment.state === 'canceled') throw closedFailure(payment);
  const provider = providerNamed(payment.provider);
  if (!provider || !payment.providerPaymentId) throw new ApiFailure('PAYMENT_PENDING');
  const providerPaymentId = payment.providerPaymentId;

  let remote = await withProvider(() => provider.status(providerPaymentId));
  if (!remote) throw new ApiFailure('PAYMENT_PENDING');
  if (remote.merchantReference !== payment.id) throw new ApiFailure('PAYMENT_RETURN_INVALID');
  if (remote.amount !== payment.amount || remote.currency !== payment.currency)
    throw await closeAndRelease(services, payment, 'failed', 'amount_mismatch');
  // Its owner cancelled: an unpaid page or an uncaptured authorisation is voided, never captured.
  if (payment.voidRequestedAt && (remote.state === 'created' || remote.state === 'authorised'))
    remote = (await withProvider(() => provider.void(providerPaymentId))).payment ?? remote;
  if (remote.state === 'authorised' && provider.capturesOnReturn && !payment.voidRequestedAt)
    remote = (await withProvider(() => provider.capture(providerPaymentId, payment.amount))) ?? remote;

  switch (remote.state) {
    case 'succeeded': {
      if (remote.capturedAmount !== payment.amount)
        throw await closeAndRelease(services, payment, 'failed', 'amount_mismatch');
      const final = await claimAndSettle(services, payment, remote);
      if (final.state === 'refund_due' || final.state === 'refunded') throw new ApiFailure('PAYMENT_REFUNDED');
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
