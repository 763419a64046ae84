import { ApiFailure } from '../../http/api-failure';
import { CARD_TOP_UP_PAYMENT } from '../cards/card-top-up-payment';
import { ORDER_PAYMENT } from '../orders/order-payment';
import { WALLET_TOP_UP_PAYMENT } from '../wallet/wallet-top-up-payment';
import type { PaymentPurposeName } from './payable';
import type { PaymentPurpose } from './payment-purpose';

/** What each hosted payment pays for, by purpose name: the owning feature's PaymentPurpose. */
const PAYMENT_PURPOSES: Partial<Record<PaymentPurposeName, PaymentPurpose>> = {
  order: ORDER_PAYMENT,
  topup: CARD_TOP_UP_PAYMENT,
  topupWallet: WALLET_TOP_UP_PAYMENT,
};

/** The purpose of a payment; a payment for a purpose this server cannot settle is not found. */
export function paymentPurposeNamed(name: PaymentPurposeName): PaymentPurpose {
  const purpose = PAYMENT_PURPOSES[name];
  if (!purpose) throw new ApiFailure('PAYMENT_NOT_FOUND');
  return purpose;
}
