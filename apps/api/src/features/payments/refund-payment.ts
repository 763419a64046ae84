import type { Services } from '../services';
import { formatMoney } from '../../money/format-money';
import { paymentPurposeNamed } from './payment-purposes';
import type { PaymentRow } from './payment-store';
import { unitPagePath } from './payment-urls';
import { refundEmail } from './refund-email-texts';
import { settledPaymentOf } from './settled-payment';
import { unitProvider, withProvider } from './providers/provider-calls';

/** The merchant's refund reference at the provider: one refund per payment, whoever asks again. */
export const refundReference = (paymentId: string) => `refund-${paymentId}`;

/**
 * Gives back the money of a refund_due payment (decision 0020): asks the provider to refund it under
 * the payment's own refund reference (a retry, or another replica asking at once, gets the same
 * refund), then in one transaction marks it refunded, lets its purpose write its history, and emails
 * the buyer. An unreachable provider throws (59007); the reconciliation asks again every minute.
 */
export async function refundPayment(services: Services, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.state !== 'refund_due' || !payment.providerPaymentId) return payment;
  const provider = unitProvider(payment.provider);
  const providerPaymentId = payment.providerPaymentId;
  const refund = await withProvider(() =>
    provider.refund(providerPaymentId, payment.amount, refundReference(payment.id)),
  );
  const unit = await services.units.find(payment.buId);
  await services.db.transaction(async (tx) => {
    const refunded = await services.payments.markRefunded(tx, payment.id, refund.refundId);
    if (!refunded) return;
    const purpose = paymentPurposeNamed(refunded.purpose);
    const { language } = await purpose.recordRefund(tx, services, settledPaymentOf(refunded), true);
    if (!refunded.email) return;
    const link =
      refunded.purpose === 'order'
        ? new URL(unitPagePath(refunded.buId, `/order/${encodeURIComponent(refunded.reference)}`), services.shopUrl)
            .href
        : null;
    const amount = formatMoney(refunded.amount, refunded.currency, unit?.decimalDigits ?? 2);
    const text = refundEmail(language, { purpose: refunded.purpose, reference: refunded.reference, amount, link });
    await services.outbox.send({ buId: refunded.buId, channel: 'email', recipient: refunded.email, ...text }, tx);
  });
  return (await services.payments.find(payment.id)) ?? payment;
}
