import { returnedPaymentMean } from './payment-means';
import type { PaymentPurposeName, SettledPayment } from './payable';
import type { PaymentRow } from './payment-store';

/** A payment row as its purpose settles, records or refunds it. */
export function settledPaymentOf(payment: PaymentRow): SettledPayment {
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
