import { randomUUID } from 'node:crypto';
import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { completePayment } from './complete-payment';
import { isHostedMean, offeredPaymentMeans } from './payment-means';
import type { Payable } from './payable';
import type { PaymentRow } from './payment-store';
import { notificationUrl, returnPageUrl } from './payment-urls';
import { sha256 } from './return-check';
import { unitProvider, withProvider } from './providers/provider-calls';

const PURPOSE_TITLES: Record<Payable['purpose'], string> = {
  order: 'order',
  topup: 'gift card top-up',
  topupWallet: 'wallet top-up',
};

/**
 * A new attempt replaces the reference's unpaid ones: each is cancelled at the provider. One the
 * provider says is paid after all is completed instead, and the new attempt is refused (59011).
 */
async function retireOpenAttempts(call: Call<unknown>, payable: Payable, creationKey: string): Promise<void> {
  const open = await call.services.payments.openFor(payable.buId, payable.purpose, payable.reference);
  for (const attempt of open.filter((payment) => payment.creationKey !== creationKey)) {
    const provider = unitProvider(attempt.provider);
    // Marked first: a notification or reconciliation closing it meanwhile must not release the order.
    await call.services.payments.markReplaced(attempt.id);
    const remote = attempt.providerPaymentId
      ? await withProvider(() => provider.cancel(attempt.providerPaymentId as string))
      : null;
    if (remote && (remote.state === 'succeeded' || remote.state === 'authorised')) {
      await completePayment(call.services, attempt, null).catch(() => undefined);
      throw new ApiFailure('PAYMENT_ALREADY_MADE');
    }
    // Not released: what the reference holds (its coupons) is the new attempt's now.
    await call.services.payments.close(attempt.id, 'canceled', 'replaced');
  }
}

/**
 * Starts paying `payable` on the unit's provider page: checks the means is offered to the caller and
 * paid on the page, opens the payment (once per client key: a re-run after a crash finds it), creates
 * it at the provider with our paymentId as its reference (the provider answers the same payment again),
 * and answers the page to send the browser to. The amount is the owning feature's, never the client's.
 */
export async function startHostedPayment(
  call: Call<unknown>,
  payable: Payable,
  paymentMethod: string,
): Promise<{ paymentId: string; redirectUrl: string }> {
  if (!Number.isSafeInteger(payable.amount) || payable.amount <= 0)
    throw new RangeError(`a hosted payment is a positive number of minor units, not ${payable.amount}`);
  if (!isHostedMean(paymentMethod) || !(await offeredPaymentMeans(call)).includes(paymentMethod as never))
    throw new ApiFailure('PAYMENT_MEAN_NOT_OFFERED');
  const provider = unitProvider(call.unit.pspProvider);
  const creationKey = call.idempotencyKey ?? randomUUID();
  await retireOpenAttempts(call, payable, creationKey);

  const payment: PaymentRow = await call.services.payments.open(payable, {
    provider: provider.name,
    paymentMethod,
    creationKey,
  });
  if (payment.providerPaymentId && payment.redirectUrl)
    return { paymentId: payment.id, redirectUrl: payment.redirectUrl };

  const created = await withProvider(() =>
    provider.create({
      merchantReference: payment.id,
      description: `${call.unit.name}, ${PURPOSE_TITLES[payable.purpose]} ${payable.reference}`.slice(0, 120),
      amount: payment.amount,
      currency: payment.currency,
      paymentMethod,
      returnUrl: returnPageUrl(call.services.shopUrl, payable.buId, payable.purpose, payment.id),
      notificationUrl: notificationUrl(call.services.shopUrl),
    }),
  );
  const attached = await call.services.payments.attachProvider(payment.id, {
    providerPaymentId: created.providerPaymentId,
    redirectUrl: created.redirectUrl,
    returnMacHash: created.returnMac === null ? null : sha256(created.returnMac),
  });
  // Cancelled while its page was being created: the page is voided before anyone can pay on it.
  if (attached?.voidRequestedAt) {
    await withProvider(() => provider.void(created.providerPaymentId));
    throw new ApiFailure('PAYMENT_CANCELED');
  }
  return { paymentId: payment.id, redirectUrl: attached?.redirectUrl ?? created.redirectUrl };
}
