import { ApiFailure } from '../../http/api-failure';
import type { PaymentPurpose, PaymentPurposeName } from './payment-purpose';

/**
 * What each hosted payment pays for, by purpose name: the owning feature's PaymentPurpose. The
 * orders, card top-up and wallet top-up purposes are added here as their features land
 * (orders/order-payment.ts ORDER_PAYMENT, cards/card-top-up-payment.ts CARD_TOP_UP_PAYMENT,
 * wallet/wallet-top-up-payment.ts WALLET_TOP_UP_PAYMENT).
 */
const PAYMENT_PURPOSES: Partial<Record<PaymentPurposeName, PaymentPurpose>> = {};

/** The purpose of a payment; a payment for a purpose this server cannot settle is not found. */
export function paymentPurposeNamed(name: PaymentPurposeName): PaymentPurpose {
  const purpose = PAYMENT_PURPOSES[name];
  if (!purpose) throw new ApiFailure('PAYMENT_NOT_FOUND');
  return purpose;
}
