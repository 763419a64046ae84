import { getMemberHistory, getMemberWallet, paymentFinalisation, paymentInit, topUpWallet } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, businessUnits, walletTopUps } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/** Wallet top-ups over HTTP, paid on the sandbox provider's real page and finalised by the payments calls. */
let api: TestApi;
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  await sandbox?.stop();
});

const db = () => api.app.shopApi.database.db;

async function topUpsOf(email: string) {
  const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
  const wallet = await api.app.shopApi.services.wallets.balanceOf(account.id, account.buId);
  return wallet.walletId === null
    ? []
    : db().select().from(walletTopUps).where(eq(walletTopUps.walletId, wallet.walletId));
}

/** Pays on the sandbox page with a card and answers the return URL the browser is sent to. */
async function payOnPage(redirectUrl: string, cardNumber: string): Promise<string> {
  const submitted = await submitForm(redirectUrl, cardFields(cardNumber));
  expect(submitted.status).toBe(303);
  return submitted.location as string;
}

describe('topUpWallet', () => {
  it('credits the wallet once when the payment comes back paid, however often the return comes', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const started = await client.call(topUpWallet, { custId, amount: 5000, paymentMethod: 'C04' });
    if (!started.ok) throw new Error(started.error.message);
    expect(started.data.redirectUrl).toMatch(new RegExp(`^${sandbox.url}/pay/`));
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { balance: 0, processAmount: 5000, inProgressBalance: 5000 },
    });
    expect(await client.call(getMemberHistory, { custId, historyType: 'M' })).toMatchObject({
      ok: true,
      data: { totalCount: 1, transactionRecords: [{ transactionType: 'L', status: 'R', amount: 5000 }] },
    });

    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    expect(new URL(callBackUrl).pathname).toBe('/97/loading/topupWallet');
    const finalised = await client.call(paymentFinalisation, { callBackUrl, buId: '97' });
    expect(finalised).toMatchObject({ ok: true, data: { purpose: 'topupWallet' } });
    expect(await client.call(paymentFinalisation, { callBackUrl, buId: '97' })).toMatchObject({ ok: true });

    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { balance: 5000, processAmount: 0, inProgressBalance: 5000 },
    });
    const movements = await client.call(getMemberHistory, { custId, historyType: 'M' });
    expect(movements).toMatchObject({
      ok: true,
      data: {
        totalCount: 1,
        transactionRecords: [
          { transactionType: 'L', status: 'Y', amount: 5000, balanceAfter: 5000, reference: started.data.paymentId },
        ],
      },
    });
  });

  it('credits once when the same paid return is finalised 8 times at once', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const before = await client.call(getMemberWallet, { custId });
    if (!before.ok) throw new Error(before.error.message);
    const started = await client.call(topUpWallet, { custId, amount: 12_500, paymentMethod: 'C04' });
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.call(paymentFinalisation, { callBackUrl, buId: '97' })),
    );
    expect(answers.filter((answer) => answer.ok).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.ok || answer.status === 409)).toBe(true);
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { balance: before.data.balance + 12_500, processAmount: before.data.processAmount },
    });
  });

  it('tells what a top-up owes to its member only (57004), and nothing once it is paid (57005)', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const started = await client.call(topUpWallet, { custId, amount: 5500, paymentMethod: 'C04' });
    if (!started.ok) throw new Error(started.error.message);
    const reference = started.data.topUpId;
    expect(await client.call(paymentInit, { purpose: 'topupWallet', reference })).toMatchObject({
      ok: true,
      data: { purpose: 'topupWallet', reference, amount: 5500, currency: 'AED' },
    });
    const other = await api.signIn(DEMO.unvalidated97);
    const notFound = { ok: false, status: 404, error: { code: 57004, message: 'This wallet top-up does not exist.' } };
    expect(await other.client.call(paymentInit, { purpose: 'topupWallet', reference })).toEqual(notFound);
    expect(await api.client().call(paymentInit, { purpose: 'topupWallet', reference })).toEqual(notFound);

    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    expect(await client.call(paymentFinalisation, { callBackUrl, buId: '97' })).toMatchObject({ ok: true });
    expect(await client.call(paymentInit, { purpose: 'topupWallet', reference })).toEqual({
      ok: false,
      status: 409,
      error: { code: 57005, message: 'This wallet top-up is already paid or canceled.' },
    });
  });

  it('cancels the request when the card is declined, crediting nothing', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    const started = await client.call(topUpWallet, { custId, amount: 7500, paymentMethod: 'C04' });
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.decline);
    expect(await client.call(paymentFinalisation, { callBackUrl, buId: '97' })).toMatchObject({ ok: false });
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { balance: 0, processAmount: 0 },
    });
    expect((await topUpsOf(DEMO.unvalidated97)).map((topUp) => topUp.status)).toEqual(['N']);
  });

  it('answers the first answer for the same Idempotency-Key, with one request', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const before = (await topUpsOf(DEMO.consumer97)).length;
    const input = { custId, amount: 6000, paymentMethod: 'C04' as const };
    const first = await client.call(topUpWallet, input, { idempotencyKey: 'wallet-top-up-key-1' });
    const again = await client.call(topUpWallet, input, { idempotencyKey: 'wallet-top-up-key-1' });
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(await topUpsOf(DEMO.consumer97)).toHaveLength(before + 1);
    expect(
      await client.call(topUpWallet, { ...input, amount: 7000 }, { idempotencyKey: 'wallet-top-up-key-1' }),
    ).toMatchObject({ ok: false, status: 409, error: { code: 40901 } });
  });

  it('refuses below AED 50, a means not paid on the page, or a member without a wallet, storing nothing', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const before = (await topUpsOf(DEMO.consumer97)).length;
    expect(await client.call(topUpWallet, { custId, amount: 4999, paymentMethod: 'C04' })).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message: 'Invalid request: amount: Amount must be greater than or equal to AED 50.',
        issues: [
          {
            path: 'amount',
            message: 'Amount must be greater than or equal to AED 50.',
            key: 'amountMin',
            params: { num: 'AED 50' },
          },
        ],
      },
    });
    expect(await client.call(topUpWallet, { custId, amount: 5000, paymentMethod: '14' })).toMatchObject({
      ok: false,
      error: { code: 59003 },
    });
    expect(await client.call(topUpWallet, { custId, amount: 50.5, paymentMethod: 'C04' })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await client.call(topUpWallet, { custId, amount: 5000, paymentMethod: 'XX' } as never)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await topUpsOf(DEMO.consumer97)).toHaveLength(before);

    const elsewhere = await api.signIn(DEMO.consumer150, '150');
    expect(
      await elsewhere.client.call(topUpWallet, { custId: elsewhere.custId, amount: 5000, paymentMethod: 'C04' }),
    ).toMatchObject({ ok: false, error: { code: 57001 } });
    expect(await api.client().call(topUpWallet, { custId, amount: 5000, paymentMethod: 'C04' })).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it("refuses 10^12 and just over the unit's maximum clearly, leaving nothing pending; takes the maximum", async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const before = await client.call(getMemberWallet, { custId });
    if (!before.ok) throw new Error(before.error.message);
    const requests = (await topUpsOf(DEMO.consumer97)).length;
    const overMax = {
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message: 'Invalid request: amount: Amount must be less than or equal to AED 10000.',
        // The rule's key and the bound as the member reads it: the page says it in its language.
        issues: [
          {
            path: 'amount',
            message: 'Amount must be less than or equal to AED 10000.',
            key: 'amountMax',
            params: { num: 'AED 10000' },
          },
        ],
      },
    };
    for (const amount of [1e12, 1_000_001, 2 ** 53 + 2])
      expect(await client.call(topUpWallet, { custId, amount, paymentMethod: 'C04' })).toEqual(overMax);
    expect(await topUpsOf(DEMO.consumer97)).toHaveLength(requests);
    expect(await client.call(getMemberWallet, { custId })).toEqual(before);

    const atMax = await client.call(topUpWallet, { custId, amount: 1_000_000, paymentMethod: 'C04' });
    if (!atMax.ok) throw new Error(atMax.error.message);
    expect(atMax.data.redirectUrl).toMatch(new RegExp(`^${sandbox.url}/pay/`));
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { processAmount: before.data.processAmount + 1_000_000 },
    });
  });

  it("bounds a top-up by its own unit's maximum, and opens no wallet for a refused one", async () => {
    const { client, custId } = await api.signIn(DEMO.consumer250, '250');
    const refused = await client.call(topUpWallet, { custId, amount: 250_001, paymentMethod: 'C04' });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: 'amount', key: 'amountMax', params: { num: 'EUR 2500' } }] },
    });
    expect(await client.call(getMemberWallet, { custId })).toMatchObject({
      ok: true,
      data: { cardNumber: null, processAmount: 0, topUpMaxAmount: 250_000 },
    });
    expect(await topUpsOf(DEMO.consumer250)).toEqual([]);
    const atMax = await client.call(topUpWallet, { custId, amount: 250_000, paymentMethod: 'C04' });
    expect(atMax).toMatchObject({ ok: true });
    expect((await topUpsOf(DEMO.consumer250)).map((topUp) => [topUp.amount, topUp.status])).toEqual([[250_000, 'R']]);
  });

  it('refuses a top-up where the unit hides it (57002)', async () => {
    const [unit] = await db().select().from(businessUnits).where(eq(businessUnits.buId, '97'));
    const features = { ...(unit.params.features as object), hideWalletTopUp: true };
    await db()
      .update(businessUnits)
      .set({ params: { ...unit.params, features } })
      .where(eq(businessUnits.buId, '97'));
    api.advance(31_000); // the unit directory's cache
    try {
      const { client, custId } = await api.signIn(DEMO.consumer97);
      expect(await client.call(topUpWallet, { custId, amount: 5000, paymentMethod: 'C04' })).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 57002, message: 'This wallet cannot be topped up.' },
      });
    } finally {
      await db().update(businessUnits).set({ params: unit.params }).where(eq(businessUnits.buId, '97'));
      api.advance(31_000);
    }
  });
});
