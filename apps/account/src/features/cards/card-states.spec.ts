import type { CardTransaction, MemberCard } from './api/cards-api';
import { appendTransactions, canGiveAway, cardBadges } from './card-states';

const card: MemberCard = {
  cardId: '1',
  cardNumber: '************0001',
  balance: 100,
  currency: 'AED',
  expiry: '2027-01-01T00:00:00.000Z',
  isExpired: false,
  isBlocked: false,
  isLocked: false,
  cardState: 'new',
  purchaseDate: '2026-01-01T00:00:00.000Z',
  deliveries: [],
};
const row = (id: string): CardTransaction => ({
  transactionId: id,
  type: 'P',
  amount: -1,
  balanceAfter: 0,
  reference: 'r',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('card states', () => {
  it('lists the states most important first, ending with new or used', () => {
    expect(cardBadges(card)).toEqual(['new']);
    expect(cardBadges({ ...card, isExpired: true, isBlocked: true, isLocked: true, cardState: 'used' })).toEqual([
      'expired',
      'blocked',
      'locked',
      'used',
    ]);
  });

  it('lets only a working card be given away, an empty one too (its money may be held by an order)', () => {
    expect(canGiveAway(card)).toBe(true);
    expect(canGiveAway({ ...card, balance: 0 })).toBe(true);
    expect(canGiveAway({ ...card, isBlocked: true })).toBe(false);
    expect(canGiveAway({ ...card, isLocked: true })).toBe(true); // closed to strangers, not to its owner
    expect(canGiveAway({ ...card, isExpired: true })).toBe(false);
  });

  it('appends a later page without repeating a movement already shown', () => {
    expect(appendTransactions([row('a'), row('b')], [row('b'), row('c')]).map((one) => one.transactionId)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
