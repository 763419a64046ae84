import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cardLedger, giftCards } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { cardNumberLookupHash, cardPinHash, verifyCardPin } from './card-hashes';
import { generateCardNumber } from './card-number';
import { GiftCardStore, isClosedToStrangers, OPENING_REFERENCE } from './gift-card-store';

const lookupKey = randomBytes(32);
const pinKey = randomBytes(32);

/** The database's message when it refuses a statement (drizzle wraps it), or 'accepted'. */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  return 'accepted';
}

describe('gift-card store and its ledger', () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.UTC(2026, 10, 22, 12);
  const now = () => clock;
  let store: GiftCardStore;

  /** A new card of `amount` minor units (PIN 123456) with a 12-month validity. */
  const issueCard = (amount = 10000, validMonths = 12) =>
    store.issue({
      buId: '97',
      numberHash: cardNumberLookupHash(lookupKey, generateCardNumber()),
      pinHashFor: (cardId) => cardPinHash(pinKey, cardId, '123456'),
      currency: 'EUR',
      amount,
      validMonths,
    });

  const ledgerOf = (cardId: number) => database.db.select().from(cardLedger).where(eq(cardLedger.cardId, cardId));
  const balanceOf = async (cardId: number) => (await store.findById(cardId))?.balance;

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97']));
    store = new GiftCardStore(database.db, now);
  });

  afterAll(async () => {
    await close();
  });

  it('issue a card with its opening ledger row, found by its number hash, its PIN bound to its id', async () => {
    const number = generateCardNumber();
    const numberHash = cardNumberLookupHash(lookupKey, number);
    const card = await store.issue({
      buId: '97',
      numberHash,
      pinHashFor: (cardId) => cardPinHash(pinKey, cardId, '004217'),
      currency: 'EUR',
      amount: 5000,
      validMonths: 6,
      orderNo: 'O-1001',
    });

    expect(card).toMatchObject({ balance: 5000, initialAmount: 5000, isBlocked: false, cardState: 'new' });
    expect(card.expiresAt.toISOString()).toBe('2027-05-22T12:00:00.000Z');
    expect(await store.findByNumberHash(numberHash)).toEqual(card);
    expect(verifyCardPin(pinKey, card.id, '004217', card.pinHash)).toBe(true);
    expect(verifyCardPin(pinKey, card.id, '004218', card.pinHash)).toBe(false);
    // Neither the number nor the PIN is stored in clear.
    expect(JSON.stringify(card)).not.toContain(number);
    expect(await store.movements(card.id)).toEqual([
      expect.objectContaining({ type: 'I', amount: 5000, balanceAfter: 5000, reference: OPENING_REFERENCE }),
    ]);
    expect(await store.findByNumberHash(cardNumberLookupHash(lookupKey, generateCardNumber()))).toBeNull();
  });

  it('refuse a second card with the same number hash, and leave no ledger row for it', async () => {
    const card = await issueCard();
    const rowsBefore = await database.db.select().from(cardLedger);
    const again = {
      buId: '97',
      numberHash: card.numberHash,
      pinHashFor: (cardId: number) => cardPinHash(pinKey, cardId, '654321'),
      currency: 'EUR',
      amount: 100,
      validMonths: 12,
    };
    await expect(store.issue(again)).rejects.toThrow();
    expect(await database.db.select().from(cardLedger)).toHaveLength(rowsBefore.length);
    await expect(store.issue({ ...again, numberHash: 'other', amount: 0 })).rejects.toThrow(RangeError);
    await expect(store.issue({ ...again, numberHash: 'other', validMonths: 13 })).rejects.toThrow(RangeError);
  });

  it('skip, inside the caller transaction, only a card whose number hash is taken, storing the others', async () => {
    const taken = await issueCard();
    const card = (numberHash: string) => ({
      buId: '97',
      numberHash,
      pinHashFor: (cardId: number) => cardPinHash(pinKey, cardId, '111111'),
      currency: 'EUR',
      amount: 700,
      validMonths: 12,
    });
    const freshHash = cardNumberLookupHash(lookupKey, generateCardNumber());
    const answered = await database.db.transaction(async (tx) => {
      const issued = await store.issueUnlessTaken(tx, [card(taken.numberHash), card(freshHash)]);
      // The transaction goes on after the skipped card (no failed statement inside it).
      const seen = await tx.select().from(giftCards).where(eq(giftCards.numberHash, freshHash));
      return { issued, count: seen.length };
    });

    expect(answered.issued[0]).toBeNull();
    expect(answered.issued[1]).toMatchObject({ numberHash: freshHash, balance: 700 });
    expect(answered.count).toBe(1);
    expect(await store.findByNumberHash(taken.numberHash)).toMatchObject({ id: taken.id, balance: 10000 });
    expect(await ledgerOf(taken.id)).toHaveLength(1);
    expect(await ledgerOf(answered.issued[1]?.id ?? 0)).toEqual([
      expect.objectContaining({ type: 'I', amount: 700, balanceAfter: 700 }),
    ]);
  });

  it('redeem, top up and give cashback, each with a ledger row holding the balance after', async () => {
    const card = await issueCard(10000);
    expect(await store.move(card.id, 'P', -2500, 'order:O-1:redeem')).toMatchObject({
      outcome: 'moved',
      balance: 7500,
    });
    expect(await store.move(card.id, 'L', 1000, 'topup:T-1')).toMatchObject({ outcome: 'moved', balance: 8500 });
    expect(await store.move(card.id, 'C', 150, 'cashback:O-1')).toMatchObject({ outcome: 'moved', balance: 8650 });
    const movements = await store.movements(card.id);
    expect(movements.map(({ type, amount, balanceAfter }) => [type, amount, balanceAfter])).toEqual([
      ['I', 10000, 10000],
      ['P', -2500, 7500],
      ['L', 1000, 8500],
      ['C', 150, 8650],
    ]);
    expect(await balanceOf(card.id)).toBe(8650);
  });

  it('let exactly 10 of 30 concurrent redemptions of 10.00 through on a card of 100.00', async () => {
    const card = await issueCard(10000);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => store.move(card.id, 'P', -1000, `order:C-${index}:redeem`)),
    );
    expect(results.filter((result) => result.outcome === 'moved')).toHaveLength(10);
    expect(results.filter((result) => result.outcome === 'insufficient')).toHaveLength(20);
    expect(await balanceOf(card.id)).toBe(0);
    const ledger = await ledgerOf(card.id);
    expect(ledger).toHaveLength(11);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect(Math.min(...ledger.map((row) => row.balanceAfter))).toBe(0);
  });

  it('move once for a reference sent twice, also concurrently, and answer the first movement', async () => {
    const card = await issueCard(10000);
    const first = await store.move(card.id, 'P', -3000, 'order:O-2:redeem');
    expect(first).toMatchObject({ outcome: 'moved', balance: 7000 });
    expect(await store.move(card.id, 'P', -3000, 'order:O-2:redeem')).toEqual({
      outcome: 'duplicate',
      movement: expect.objectContaining({ type: 'P', amount: -3000, balanceAfter: 7000 }),
    });

    const replays = await Promise.all(
      Array.from({ length: 10 }, () => store.move(card.id, 'P', -1000, 'order:O-3:redeem')),
    );
    expect(replays.filter((result) => result.outcome === 'moved')).toHaveLength(1);
    expect(replays.filter((result) => result.outcome === 'duplicate')).toHaveLength(9);
    expect(await balanceOf(card.id)).toBe(6000);
    expect(await ledgerOf(card.id)).toHaveLength(3);
  });

  it('keep references per card: one order reference redeems two cards', async () => {
    const [one, two] = [await issueCard(1000), await issueCard(1000)];
    expect(await store.move(one.id, 'P', -400, 'order:O-4:redeem')).toMatchObject({ outcome: 'moved' });
    expect(await store.move(two.id, 'P', -400, 'order:O-4:redeem')).toMatchObject({ outcome: 'moved' });
  });

  it('refuse a movement that would go below zero, writing nothing', async () => {
    const card = await issueCard(1000);
    expect(await store.move(card.id, 'P', -1001, 'order:O-5:redeem')).toEqual({
      outcome: 'insufficient',
      balance: 1000,
    });
    expect(await balanceOf(card.id)).toBe(1000);
    expect(await ledgerOf(card.id)).toHaveLength(1);
    // The reference was not used: the same redemption for what the card holds goes through.
    expect(await store.move(card.id, 'P', -1000, 'order:O-5:redeem')).toMatchObject({ outcome: 'moved', balance: 0 });
  });

  it('refuse movements of the wrong sign and unknown cards', async () => {
    const card = await issueCard(1000);
    await expect(store.move(card.id, 'P', 100, 'x:1')).rejects.toThrow(RangeError);
    await expect(store.move(card.id, 'L', -100, 'x:2')).rejects.toThrow(RangeError);
    await expect(store.move(card.id, 'C', 0, 'x:3')).rejects.toThrow(RangeError);
    await expect(store.move(card.id, 'L', 1.5, 'x:4')).rejects.toThrow(RangeError);
    expect(await store.move(999_999_999, 'L', 100, 'x:5')).toEqual({ outcome: 'not-found' });
    expect(await ledgerOf(card.id)).toHaveLength(1);
  });

  it('have the database refuse a negative balance, a bad ledger row and any change of the ledger', async () => {
    const card = await issueCard(1000);
    const badRow = { cardId: card.id, reference: 'bad', createdAt: new Date() };
    expect(await refusal(database.db.update(giftCards).set({ balance: -1 }).where(eq(giftCards.id, card.id)))).toMatch(
      /check constraint/,
    );
    expect(
      await refusal(database.db.insert(cardLedger).values({ ...badRow, type: 'P', amount: -10, balanceAfter: -10 })),
    ).toMatch(/check constraint/);
    expect(
      await refusal(database.db.insert(cardLedger).values({ ...badRow, type: 'L', amount: -10, balanceAfter: 0 })),
    ).toMatch(/check constraint/);
    expect(
      await refusal(database.db.update(cardLedger).set({ amount: 1 }).where(eq(cardLedger.cardId, card.id))),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(database.db.delete(cardLedger).where(eq(cardLedger.cardId, card.id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await balanceOf(card.id)).toBe(1000);
    expect(await ledgerOf(card.id)).toHaveLength(1);
  });

  it('refuse movements on a blocked card until unblocked; give-backs still reach it', async () => {
    const card = await issueCard(1000);
    expect(await store.setState(card.id, 'Block')).toMatchObject({ isBlocked: true });
    expect(await store.move(card.id, 'P', -100, 'order:O-6:redeem')).toEqual({
      outcome: 'inactive',
      reason: 'blocked',
    });
    expect(await store.move(card.id, 'L', 100, 'topup:T-6')).toEqual({ outcome: 'inactive', reason: 'blocked' });
    expect(await store.move(card.id, 'G', 100, 'order:O-0:cancel')).toMatchObject({ outcome: 'moved', balance: 1100 });
    expect(await store.setState(card.id, 'UnBlock')).toMatchObject({ isBlocked: false });
    expect(await store.move(card.id, 'P', -100, 'order:O-6:redeem')).toMatchObject({ outcome: 'moved', balance: 1000 });
  });

  it('mark a card used and new again without touching its balance', async () => {
    const card = await issueCard(1000);
    expect(await store.setState(card.id, 'USED')).toMatchObject({ cardState: 'used', balance: 1000, isBlocked: false });
    expect(await store.setState(card.id, 'NEW')).toMatchObject({ cardState: 'new' });
    expect(await store.setState(999_999_999, 'Block')).toBeNull();
  });

  it('refuse movements once the card has expired', async () => {
    const card = await issueCard(1000, 1);
    const saved = clock;
    try {
      clock = card.expiresAt.getTime() - 1;
      expect(await store.move(card.id, 'P', -100, 'order:O-7:redeem')).toMatchObject({ outcome: 'moved' });
      clock = card.expiresAt.getTime();
      expect(await store.move(card.id, 'P', -100, 'order:O-8:redeem')).toEqual({
        outcome: 'inactive',
        reason: 'expired',
      });
      expect(await store.move(card.id, 'L', 100, 'topup:T-8')).toEqual({ outcome: 'inactive', reason: 'expired' });
      expect(await balanceOf(card.id)).toBe(900);
    } finally {
      clock = saved;
    }
  });

  it('move within a caller transaction, undone with it', async () => {
    const card = await issueCard(1000);
    await expect(
      database.db.transaction(async (tx) => {
        expect(await store.move(card.id, 'P', -300, 'order:O-9:redeem', tx)).toMatchObject({ outcome: 'moved' });
        expect(await store.move(card.id, 'P', -800, 'order:O-9:extra', tx)).toMatchObject({ outcome: 'insufficient' });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await balanceOf(card.id)).toBe(1000);
    expect(await ledgerOf(card.id)).toHaveLength(1);
  });

  it('count wrong PINs and record until when a reached cap closes the card to strangers', async () => {
    const card = await issueCard(1000);
    const hour = 60 * 60 * 1000;
    expect(await store.recordWrongPin(card.id)).toEqual({ failedPinCount: 1, lockedUntil: null });
    expect(await store.recordWrongPin(card.id, new Date(clock + hour))).toEqual({
      failedPinCount: 2,
      lockedUntil: new Date(clock + hour),
    });
    // A later end wins, an earlier one or none changes nothing.
    await store.recordWrongPin(card.id, new Date(clock + 24 * hour));
    await store.recordWrongPin(card.id, new Date(clock + hour));
    expect(await store.recordWrongPin(card.id)).toEqual({
      failedPinCount: 5,
      lockedUntil: new Date(clock + 24 * hour),
    });
    const closed = await store.findById(card.id);
    expect(closed && isClosedToStrangers(closed, clock + 24 * hour - 1)).toBe(true);
    expect(closed && isClosedToStrangers(closed, clock + 24 * hour)).toBe(false);

    // A right PIN starts the count again; the closure stays until its cap's window ends.
    await store.clearWrongPins(card.id);
    const cleared = await store.findById(card.id);
    expect(cleared).toMatchObject({ failedPinCount: 0, lockedUntil: new Date(clock + 24 * hour) });
    expect(await store.recordWrongPin(999_999_999)).toBeNull();
  });

  it('count concurrent wrong PINs without losing one', async () => {
    const card = await issueCard(1000);
    await Promise.all(Array.from({ length: 3 }, () => store.recordWrongPin(card.id)));
    expect(await store.findById(card.id)).toMatchObject({ failedPinCount: 3 });
  });
});
