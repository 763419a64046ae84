import { getMemberWallet, WALLET_TOP_UP_MAX_DEFAULT_MAJOR, WALLET_TOP_UP_MIN_MINOR } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { accounts, businessUnits, walletLedger, walletTopUps } from '../db/schema';
import { hasValidCheckDigit } from '../features/gift-cards/card-number';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;

/** Salesmen and business members sign in through their own calls; their sessions are opened directly here. */
async function sessionFor(email: string, buId: string) {
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  const tokens = await services().sessions.create(account.id);
  return { client: api.client({ buId, accessToken: tokens.accessToken }), custId: String(account.id) };
}

describe('getMemberWallet', () => {
  it('answers an empty AED wallet for a member who has none yet, and opens none by reading', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    expect(await client.call(getMemberWallet, { custId })).toEqual({
      ok: true,
      status: 200,
      data: {
        balance: 0,
        currency: 'AED',
        orderCount: 0,
        monthlyOrders: 0,
        isReloadable: true,
        isTopUpAllowed: true,
        topUpMinAmount: WALLET_TOP_UP_MIN_MINOR,
        // Unit 97's walletTopUpMaxAmount (tools/seed): AED 10,000.
        topUpMaxAmount: 1_000_000,
        cardNumber: null,
        processAmount: 0,
        inProgressBalance: 0,
      },
    });
    const count = await db().execute(sql`SELECT count(*) AS n FROM wallets WHERE account_id = ${Number(custId)}`);
    expect(Number((count as unknown as { rows: { n: string }[] }).rows[0].n)).toBe(0);
  });

  it('answers the balance, the orders it paid (ever and this month) and the top-ups in progress', async () => {
    const [{ id: accountId }] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
    const wallets = services().wallets;
    expect(await wallets.credit(db(), accountId, '97', 20000, 'PAY-WALLET-1', 'L')).toBe('moved');
    expect(await wallets.debit(db(), accountId, '97', 3000, 'ORDER-1')).toBe('moved');
    api.advance(40 * 24 * 3_600_000); // the next month: the first order is no longer this month's
    expect(await wallets.debit(db(), accountId, '97', 2000, 'ORDER-2')).toBe('moved');
    expect(await wallets.credit(db(), accountId, '97', 500, 'CASHBACK-ORDER-2', 'C')).toBe('moved');
    await services().walletTopUps.request(accountId, '97', 7500, 'client-key-wallet-1');

    const { client, custId } = await api.signIn(DEMO.consumer97);
    const answer = await client.call(getMemberWallet, { custId });
    expect(answer).toMatchObject({
      ok: true,
      data: {
        balance: 15500,
        currency: 'AED',
        orderCount: 2,
        monthlyOrders: 1,
        isReloadable: true,
        isTopUpAllowed: true,
        processAmount: 7500,
        inProgressBalance: 23000,
      },
    });
    const cardNumber = answer.ok ? answer.data.cardNumber : null;
    expect(cardNumber).toMatch(/^\d{16}$/);
    expect(hasValidCheckDigit(cardNumber ?? '')).toBe(true);
  });

  it("shows a EUR unit's wallet with no AED minimum", async () => {
    const { client, custId } = await api.signIn(DEMO.consumer250, '250');
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { balance: 0, currency: 'EUR', topUpMinAmount: 1, topUpMaxAmount: 250_000 },
    });
  });

  it('answers 10,000 whole units of the currency as the largest top-up where the unit sets none', async () => {
    const [unit] = await db().select().from(businessUnits).where(eq(businessUnits.buId, '250'));
    const params = { ...unit.params };
    delete params.walletTopUpMaxAmount;
    await db().update(businessUnits).set({ params }).where(eq(businessUnits.buId, '250'));
    api.advance(31_000); // the unit directory's cache
    try {
      const { client, custId } = await api.signIn(DEMO.consumer250, '250');
      expect(await client.call(getMemberWallet, { custId })).toMatchObject({
        ok: true,
        data: { topUpMinAmount: 1, topUpMaxAmount: WALLET_TOP_UP_MAX_DEFAULT_MAJOR * 100 },
      });
    } finally {
      await db().update(businessUnits).set({ params: unit.params }).where(eq(businessUnits.buId, '250'));
      api.advance(31_000);
    }
  });

  it('refuses salesmen and units without a wallet with 57001', async () => {
    const refused = {
      ok: false,
      status: 400,
      error: { code: 57001, message: 'The wallet is not available for this account.' },
    };
    const salesman = await sessionFor(DEMO.salesman250, '250');
    expect(await salesman.client.call(getMemberWallet, { custId: salesman.custId })).toEqual(refused);
    const noWallet = await api.signIn(DEMO.consumer150, '150');
    expect(await noWallet.client.call(getMemberWallet, { custId: noWallet.custId })).toEqual(refused);
  });

  it("answers 401 without a session and 403 for another member's wallet", async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const other = await api.signIn(DEMO.unvalidated97);
    expect(await api.client().call(getMemberWallet, { custId })).toMatchObject({ ok: false, status: 401 });
    expect(await client.call(getMemberWallet, { custId: other.custId })).toMatchObject({
      ok: false,
      status: 403,
      error: { code: 40300 },
    });
    expect(await client.call(getMemberWallet, { custId: 'x' } as never)).toMatchObject({ ok: false, status: 403 });
  });

  it('says top-up is not allowed where the unit hides it', async () => {
    const [unit] = await db().select().from(businessUnits).where(eq(businessUnits.buId, '250'));
    const features = { ...(unit.params.features as object), hideWalletTopUp: true };
    await db()
      .update(businessUnits)
      .set({ params: { ...unit.params, features } })
      .where(eq(businessUnits.buId, '250'));
    api.advance(31_000); // the unit directory's cache
    const { client, custId } = await api.signIn(DEMO.consumer250, '250');
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { isReloadable: true, isTopUpAllowed: false },
    });
    await db().update(businessUnits).set({ params: unit.params }).where(eq(businessUnits.buId, '250'));
    api.advance(31_000);
  });

  it('keeps the ledger summing to every balance', async () => {
    const sums = await db().execute(sql`
      SELECT w.id, w.balance, coalesce(sum(l.amount), 0) AS total
        FROM wallets w LEFT JOIN ${walletLedger} l ON l.wallet_id = w.id GROUP BY w.id, w.balance`);
    for (const row of (sums as unknown as { rows: { balance: string; total: string }[] }).rows)
      expect(Number(row.total)).toBe(Number(row.balance));
    expect((await db().select().from(walletTopUps)).every((topUp) => topUp.status === 'R')).toBe(true);
  });
});
