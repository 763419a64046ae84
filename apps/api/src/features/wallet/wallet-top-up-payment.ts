import { ApiFailure } from '../../http/api-failure';
import type { Payable } from '../payments/payable';
import type { PaymentPurpose, SettleOutcome } from '../payments/payment-purpose';

function topUpId(reference: string): number {
  return /^\d{1,15}$/.test(reference) ? Number(reference) : 0;
}

/**
 * A wallet top-up paid by a hosted payment. The reference is the top-up request's id (wallet_top_ups);
 * settling credits the wallet (L) with the payment id as the ledger reference, in the payments feature's
 * transaction, and marks the request confirmed (Y); releasing marks it canceled (N).
 */
export const WALLET_TOP_UP_PAYMENT: PaymentPurpose = {
  purpose: 'topupWallet',

  async payable(services, reference, session, buId): Promise<Payable> {
    const topUp = await services.walletTopUps.find(topUpId(reference));
    if (!topUp || !session || topUp.accountId !== session.accountId || topUp.buId !== buId)
      throw new ApiFailure('WALLET_TOP_UP_NOT_FOUND');
    if (topUp.status !== 'R') throw new ApiFailure('WALLET_TOP_UP_CLOSED');
    return {
      purpose: 'topupWallet',
      reference: String(topUp.id),
      buId: topUp.buId,
      accountId: topUp.accountId,
      amount: topUp.amount,
      currency: topUp.currency,
      email: topUp.email,
    };
  },

  async settle(tx, services, payment): Promise<SettleOutcome> {
    const topUp = await services.walletTopUps.find(topUpId(payment.reference), tx);
    if (!topUp) throw new Error(`wallet top-up ${payment.reference} does not exist`);
    if (topUp.amount !== payment.amount || topUp.currency !== payment.currency)
      throw new Error(`wallet top-up ${topUp.id}: paid ${payment.amount} ${payment.currency}, asked ${topUp.amount}`);
    // Paid already by another payment: this second one is given back. A released request (N) still
    // takes a late payment: the money lands in the member's own wallet.
    if (topUp.status === 'Y' && topUp.paymentId !== payment.paymentId) return 'unsettleable';
    // The payment id is the ledger reference: a second settle of the same payment moves nothing.
    await services.wallets.credit(tx, topUp.accountId, topUp.buId, topUp.amount, payment.paymentId, 'L');
    await services.walletTopUps.confirm(tx, topUp.id, payment.paymentId);
    return 'settled';
  },

  async recordRefund(tx, services, payment) {
    const unit = await services.units.find(payment.buId);
    return { language: unit?.defaultLanguage ?? 'en' };
  },

  async release(services, payable): Promise<void> {
    await services.walletTopUps.cancel(topUpId(payable.reference));
  },
};
