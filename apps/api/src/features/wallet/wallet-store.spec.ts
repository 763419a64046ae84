import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, businessUnits, walletLedger, wallets } from '../../db/schema';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { hasValidCheckDigit } from '../gift-cards/card-number';
import { WalletStore } from './wallet-store';

/** The database's message when it refuses a statement (drizzle wraps it), or 'accepted'. */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  return 'accepted';
}

describe('wallet store and its ledger', () => {
  let database: Database;
  let close: () => Promise<void>;
  const now = () => Date.UTC(2026, 10, 22, 12);
  let store: WalletStore;
  let serial = 0;

  /** A new member of unit 97 (currency AED). */
  const newMember = async (buId = '97') => {
    serial += 1;
    const [account] = await database.db
      .insert(accounts)
      .values({
        buId,
        custType: 'C',
        email: `member${serial}@example.com`,
        passwordHash: 'x',
        firstName: 'Wallet',
        lastName: 'Owner',
        status: 'active',
      })
      .returning({ id: accounts.id });
    return account.id;
  };

  /** A member whose wallet holds `amount` (one top-up). */
  const fundedMember = async (amount: number) => {
    const accountId = await newMember();
    expect(await store.credit(database.db, accountId, '97', amount, `topup:${accountId}`, 'L')).toBe('moved');
    return accountId;
  };

  const ledgerOf = async (accountId: number) => {
    const { walletId } = await store.balanceOf(accountId, '97');
    return walletId === null ? [] : store.movements(walletId);
  };

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97', '250']));
    await database.db
      .update(businessUnits)
      .set({ params: { currency: 'AED' } })
      .where(eq(businessUnits.buId, '97'));
    await database.db
      .update(businessUnits)
      .set({ params: { currency: 'EUR' } })
      .where(eq(businessUnits.buId, '250'));
    store = new WalletStore(database.db, now);
  });

  afterAll(async () => {
    await close();
  });

  it("answer 0 in the unit's currency for a member without a wallet, and open none by reading", async () => {
    const accountId = await newMember();
    expect(await store.balanceOf(accountId, '97')).toEqual({
      balance: 0,
      currency: 'AED',
      isReloadable: true,
      cardNumber: null,
      walletId: null,
    });
    expect(await database.db.select().from(wallets).where(eq(wallets.accountId, accountId))).toEqual([]);
  });

  it('open the wallet on its first credit, with a 16-digit card number, and move with ledger rows', async () => {
    const accountId = await newMember();
    expect(await store.credit(database.db, accountId, '97', 10000, 'payment:P-1', 'L')).toBe('moved');
    expect(await store.debit(database.db, accountId, '97', 2500, 'order:O-1')).toBe('moved');
    expect(await store.credit(database.db, accountId, '97', 150, 'cashback:O-1', 'C')).toBe('moved');
    expect(await store.credit(database.db, accountId, '97', 2500, 'giveback:O-1', 'G')).toBe('moved');

    const wallet = await store.balanceOf(accountId, '97');
    expect(wallet).toMatchObject({ balance: 10150, currency: 'AED', isReloadable: true });
    expect(hasValidCheckDigit(wallet.cardNumber ?? '')).toBe(true);
    expect(wallet.cardNumber).toHaveLength(16);
    const movements = await ledgerOf(accountId);
    expect(
      movements.map(({ type, amount, balanceAfter, reference }) => [type, amount, balanceAfter, reference]),
    ).toEqual([
      ['L', 10000, 10000, 'payment:P-1'],
      ['P', -2500, 7500, 'order:O-1'],
      ['C', 150, 7650, 'cashback:O-1'],
      ['G', 2500, 10150, 'giveback:O-1'],
    ]);
  });

  it('refuse a debit the balance does not cover, or of a member without a wallet, writing nothing', async () => {
    const accountId = await fundedMember(1000);
    expect(await store.debit(database.db, accountId, '97', 1001, 'order:O-2')).toBe('insufficient');
    expect(await store.debit(database.db, await newMember(), '97', 1, 'order:O-3')).toBe('insufficient');
    expect(await store.balanceOf(accountId, '97')).toMatchObject({ balance: 1000 });
    expect(await ledgerOf(accountId)).toHaveLength(1);
    expect(await store.debit(database.db, accountId, '97', 1000, 'order:O-2')).toBe('moved');
    expect(await store.balanceOf(accountId, '97')).toMatchObject({ balance: 0 });
  });

  it('refuse amounts that are not positive whole minor units, and a member of another unit', async () => {
    const accountId = await fundedMember(1000);
    for (const amount of [0, -5, 1.5, Number.NaN])
      await expect(store.debit(database.db, accountId, '97', amount, 'order:bad')).rejects.toThrow(RangeError);
    await expect(store.credit(database.db, accountId, '97', 0, 'topup:bad', 'L')).rejects.toThrow(RangeError);
    await expect(store.credit(database.db, accountId, '250', 500, 'topup:elsewhere', 'L')).rejects.toThrow(
      'not a member of unit 250',
    );
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });

  it('move once for a reference sent twice, also concurrently', async () => {
    const accountId = await fundedMember(10000);
    expect(await store.debit(database.db, accountId, '97', 3000, 'order:O-4')).toBe('moved');
    expect(await store.debit(database.db, accountId, '97', 3000, 'order:O-4')).toBe('duplicate');
    expect(await store.credit(database.db, accountId, '97', 10000, `topup:${accountId}`, 'L')).toBe('duplicate');
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => store.debit(database.db, accountId, '97', 1000, 'order:O-5')),
    );
    expect(replays.filter((outcome) => outcome === 'moved')).toHaveLength(1);
    expect(replays.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(await store.balanceOf(accountId, '97')).toMatchObject({ balance: 6000 });
    expect(await ledgerOf(accountId)).toHaveLength(3);
  });

  it('let exactly 10 of 30 concurrent debits of 10.00 through on 100.00; the ledger sums to the balance', async () => {
    const accountId = await fundedMember(10000);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) => store.debit(database.db, accountId, '97', 1000, `order:C-${index}`)),
    );
    expect(outcomes.filter((outcome) => outcome === 'moved')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'insufficient')).toHaveLength(20);
    const { balance } = await store.balanceOf(accountId, '97');
    expect(balance).toBe(0);
    const ledger = await ledgerOf(accountId);
    expect(ledger).toHaveLength(11);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(balance);
    expect(Math.min(...ledger.map((row) => row.balanceAfter))).toBe(0);
  });

  it('open one wallet for concurrent first credits', async () => {
    const accountId = await newMember();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        store.credit(database.db, accountId, '97', 100, `cashback:first-${index}`, 'C'),
      ),
    );
    expect(outcomes).toEqual(Array(5).fill('moved'));
    expect(await database.db.select().from(wallets).where(eq(wallets.accountId, accountId))).toHaveLength(1);
    expect(await store.balanceOf(accountId, '97')).toMatchObject({ balance: 500 });
  });

  it("roll a debit back with the caller's transaction", async () => {
    const accountId = await fundedMember(5000);
    await expect(
      database.db.transaction(async (tx) => {
        expect(await store.debit(tx, accountId, '97', 2000, 'order:O-6')).toBe('moved');
        throw new Error('the order failed later');
      }),
    ).rejects.toThrow('the order failed later');
    expect(await store.balanceOf(accountId, '97')).toMatchObject({ balance: 5000 });
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });

  it('refuse a negative balance, a wrongly signed row, and any UPDATE or DELETE of the ledger', async () => {
    const accountId = await fundedMember(1000);
    const { walletId } = await store.balanceOf(accountId, '97');
    const wallet = walletId ?? 0;
    expect(await refusal(database.db.update(wallets).set({ balance: -1 }).where(eq(wallets.id, wallet)))).toMatch(
      /check/i,
    );
    const row = { walletId: wallet, amount: 100, balanceAfter: 1100, reference: 'direct', createdAt: new Date() };
    expect(await refusal(database.db.insert(walletLedger).values({ ...row, type: 'P' }))).toMatch(/check/i);
    expect(await refusal(database.db.insert(walletLedger).values({ ...row, type: 'X' as 'L' }))).toMatch(/check/i);
    expect(await refusal(database.db.insert(walletLedger).values({ ...row, type: 'L', balanceAfter: -1 }))).toMatch(
      /check/i,
    );
    expect(
      await refusal(database.db.update(walletLedger).set({ amount: 1 }).where(eq(walletLedger.walletId, wallet))),
    ).toMatch(/append-only/);
    expect(await refusal(database.db.delete(walletLedger).where(eq(walletLedger.walletId, wallet)))).toMatch(
      /append-only/,
    );
    expect(await refusal(database.db.execute(sql`TRUNCATE wallet_ledger`))).toMatch(/append-only/);
    expect(await ledgerOf(accountId)).toHaveLength(1);
  });
});
