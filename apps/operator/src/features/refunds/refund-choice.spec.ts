import type { RefundCard } from '@shop/contracts';
import { chosenCardIds, refundFingerprint, refundTotal, refundableCards } from './refund-choice';

const card = (cardId: number, state: RefundCard['state'], refundAmount = 5000): RefundCard => ({
  cardId,
  lineNo: 1,
  productName: 'Gift card',
  lineSeq: cardId,
  initialAmount: 5000,
  balance: state === 'unused' ? 5000 : 0,
  refundAmount,
  state,
});

describe('refund choice', () => {
  const cards = [card(1, 'unused', 5100), card(2, 'used'), card(3, 'unused', 4900), card(4, 'refunded')];

  it('offers only the unused cards', () => {
    expect(refundableCards(cards).map((entry) => entry.cardId)).toEqual([1, 3]);
  });

  it('drops a ticked card that is no longer refundable and keeps the order of the order', () => {
    expect(chosenCardIds(cards, new Set([3, 2, 1, 4]))).toEqual([1, 3]);
    expect(chosenCardIds(cards, new Set())).toEqual([]);
  });

  it('adds up what the chosen cards give back', () => {
    expect(refundTotal(cards, [1, 3])).toBe(10_000);
    expect(refundTotal(cards, [3])).toBe(4900);
  });

  it('gives the same refund the same fingerprint whatever the order it was ticked in', () => {
    expect(refundFingerprint('O1', [3, 1], 'wallet')).toBe(refundFingerprint('O1', [1, 3], 'wallet'));
    expect(refundFingerprint('O1', [1], 'wallet')).not.toBe(refundFingerprint('O1', [1], 'payment'));
  });
});
