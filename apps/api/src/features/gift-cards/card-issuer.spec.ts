import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cardLedger, giftCards } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { cardNumberLookupHash, verifyCardPin } from './card-hashes';
import { issueCards, type CardOrder } from './card-issuer';
import { normaliseCardNumber } from './card-number';
import { isWellFormedPin } from './card-pin';
import { cardTestServices } from './card-test-services';
import type { Services } from '../services';

describe('issueCards', () => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = Date.UTC(2026, 0, 31, 9);
  let services: Services;

  const order = (orderNo: string): CardOrder => ({
    buId: '97',
    orderNo,
    ownerAccountId: null,
    currency: 'AED',
    lines: [
      { lineNo: 1, itemCode: 'MJ-GROCERY-D', amount: 10000, qty: 2, validMonths: 12 },
      { lineNo: 2, itemCode: 'MJ-CAFE-D', amount: 2500, qty: 1, validMonths: 1 },
    ],
  });

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97']));
    services = cardTestServices(database.db, () => clock);
  });
  afterAll(() => close());

  it("issues each line's cards with a number and PIN stored only as keyed hashes, and their opening rows", async () => {
    const issued = await database.db.transaction((tx) => issueCards(tx, services, order('O-1')));
    expect(issued.map(({ lineNo, itemCode, amount }) => [lineNo, itemCode, amount])).toEqual([
      [1, 'MJ-GROCERY-D', 10000],
      [1, 'MJ-GROCERY-D', 10000],
      [2, 'MJ-CAFE-D', 2500],
    ]);
    expect(issued[2].expiresAt).toEqual(new Date(Date.UTC(2026, 1, 28, 9)));
    const keys = await services.cardKeys.current();
    for (const card of issued) {
      expect(normaliseCardNumber(card.cardNumber)).toBe(card.cardNumber);
      expect(isWellFormedPin(card.pinCode)).toBe(true);
      const [row] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
      expect(row.numberHash).toBe(cardNumberLookupHash(keys.lookup, card.cardNumber));
      expect(verifyCardPin(keys.pin, row.id, card.pinCode, row.pinHash)).toBe(true);
      expect(JSON.stringify(row)).not.toContain(card.cardNumber);
      expect(JSON.stringify(row)).not.toContain(`"${card.pinCode}"`);
      expect(row).toMatchObject({ orderNo: 'O-1', balance: card.amount, currency: 'AED', itemCode: card.itemCode });
      const ledger = await database.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.cardId));
      expect(ledger).toMatchObject([{ type: 'I', amount: card.amount, balanceAfter: card.amount }]);
    }
    expect(new Set(issued.map((card) => card.cardNumber)).size).toBe(3);
  });

  it('answers the same cards for an order issued already, issuing nothing again', async () => {
    const first = await database.db.transaction((tx) => issueCards(tx, services, order('O-2')));
    const again = await database.db.transaction((tx) => issueCards(tx, services, order('O-2')));
    expect(again).toEqual(first);
    expect(await database.db.select().from(giftCards).where(eq(giftCards.orderNo, 'O-2'))).toHaveLength(3);
  });

  it('issues one set when the same order is issued concurrently', async () => {
    const runs = await Promise.allSettled(
      Array.from({ length: 5 }, () => database.db.transaction((tx) => issueCards(tx, services, order('O-3')))),
    );
    const fulfilled = runs.flatMap((run) => (run.status === 'fulfilled' ? [run.value] : []));
    expect(fulfilled.length).toBeGreaterThan(0);
    for (const cards of fulfilled) expect(cards).toEqual(fulfilled[0]);
    expect(await database.db.select().from(giftCards).where(eq(giftCards.orderNo, 'O-3'))).toHaveLength(3);
  });

  it('issues nothing when a line is invalid: the transaction is undone', async () => {
    const bad = order('O-4');
    bad.lines[1].validMonths = 13;
    await expect(database.db.transaction((tx) => issueCards(tx, services, bad))).rejects.toThrow(/validMonths/);
    expect(await database.db.select().from(giftCards).where(eq(giftCards.orderNo, 'O-4'))).toHaveLength(0);
  });
});
