import { ApiFailure } from '../../http/api-failure';
import type { PaymentPurpose } from '../payments/payment-purpose';
import { checkTopUp } from './card-top-up';

/**
 * A card top-up paid on the provider's page (/transaction/topup). The payable's reference is the
 * requested top-up's id (card_top_ups); settling moves the card's balance once, an L movement whose
 * ledger reference is the paymentId, and marks the top-up confirmed (Y) in the same transaction.
 */
export const CARD_TOP_UP_PAYMENT: PaymentPurpose = {
  purpose: 'topup',

  async payable(services, reference, session, buId) {
    const topUp = /^\d{1,15}$/.test(reference) ? await services.cards.topUp(Number(reference)) : null;
    const card = topUp ? await services.giftCards.findById(topUp.cardId) : null;
    if (!topUp || !card || topUp.status !== 'R' || card.buId !== buId || card.retiredAt)
      throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
    if (!session || card.ownerAccountId !== session.accountId || topUp.accountId !== session.accountId)
      throw new ApiFailure('CARD_NOT_IN_ACCOUNT');
    const unit = await services.units.find(buId);
    const product = await services.cards.product(buId, card.itemCode);
    checkTopUp(services, card, product, topUp.amount, unit?.decimalDigits ?? 2);
    const email = (await services.cards.accountEmail(session.accountId)) ?? '';
    return {
      purpose: 'topup',
      reference,
      buId,
      accountId: session.accountId,
      amount: topUp.amount,
      currency: topUp.currency,
      email,
    };
  },

  async settle(tx, services, payment) {
    const topUp = await services.cards.topUp(Number(payment.reference), tx);
    if (!topUp) throw new Error(`card top-up ${payment.reference} of payment ${payment.paymentId} is gone`);
    if (topUp.status === 'Y' && topUp.paymentId !== payment.paymentId) return 'unsettleable';
    const moved = await services.giftCards.move(topUp.cardId, 'L', topUp.amount, payment.paymentId, tx);
    // A card blocked, expired or transferred since the payment started cannot take the money: it is
    // given back to the buyer (decision 0020); the money never silently disappears.
    if (moved.outcome !== 'moved' && moved.outcome !== 'duplicate') return 'unsettleable';
    await services.cards.decideTopUp(topUp.id, 'Y', payment.paymentId, tx);
    return 'settled';
  },

  async recordRefund(tx, services, payment) {
    const unit = await services.units.find(payment.buId);
    return { language: unit?.defaultLanguage ?? 'en' };
  },

  async release(services, payable, paymentId) {
    await services.cards.decideTopUp(Number(payable.reference), 'N', paymentId);
  },
};
