import { cardTopUp, cardTransactions, paymentFinalisation, queryCard } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { cardLedger, cardTopUps } from '../db/schema';
import { issueCards, type IssuedCard } from '../features/gift-cards/card-issuer';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/** Card top-ups over HTTP (/transaction/topup), paid on the sandbox provider's page and finalised. */
let api: TestApi;
let sandbox: RunningSandbox;
let member: Awaited<ReturnType<TestApi['signIn']>>;
beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  api = await startTestApi();
});
beforeEach(async () => {
  member = await api.signIn(DEMO.consumer97);
});
afterAll(async () => {
  await api?.close();
  await sandbox?.stop();
});

let orders = 0;
async function ownCard(itemCode = 'MJ-GROCERY-D', ownerAccountId: number | null = Number(member.custId)) {
  const { services } = api.app.shopApi;
  orders += 1;
  const [card] = await issueCards(services.db, services, {
    buId: '97',
    orderNo: `TOPUP-HTTP-${orders}`,
    ownerAccountId,
    currency: 'AED',
    lines: [{ lineNo: 1, itemCode, amount: 10000, qty: 1, validMonths: 12 }],
  });
  return card;
}

const topUpsOf = (card: IssuedCard) =>
  api.app.shopApi.database.db.select().from(cardTopUps).where(eq(cardTopUps.cardId, card.cardId));
const ledgerOf = (card: IssuedCard) =>
  api.app.shopApi.database.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.cardId));

async function payOnPage(redirectUrl: string, cardNumber: string): Promise<string> {
  const submitted = await submitForm(redirectUrl, cardFields(cardNumber));
  expect(submitted.status).toBe(303);
  return submitted.location as string;
}

describe('card top-up', () => {
  it('tops the card up once when the payment comes back paid, however often the return comes', async () => {
    const card = await ownCard();
    const topUp = (idempotencyKey: string) =>
      member.client.call(
        cardTopUp,
        { custId: member.custId, cardId: String(card.cardId), amount: 6000, paymentMethod: 'C04' },
        { idempotencyKey },
      );
    const started = await topUp('card-top-up-key-1');
    if (!started.ok) throw new Error(started.error.message);
    expect(started.data.redirectUrl).toMatch(new RegExp(`^${sandbox.url}/pay/`));
    expect(await topUp('card-top-up-key-1')).toEqual(started);
    expect((await topUpsOf(card)).map((row) => row.status)).toEqual(['R']);

    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    expect(new URL(callBackUrl).pathname).toBe('/97/loading/topup');
    expect(await member.client.call(paymentFinalisation, { callBackUrl, buId: '97' })).toMatchObject({
      ok: true,
      data: { purpose: 'topup' },
    });
    expect(await member.client.call(paymentFinalisation, { callBackUrl, buId: '97' })).toMatchObject({ ok: true });

    const query = await api
      .client()
      .call(queryCard, { cardNumber: card.cardNumber, pinCode: card.pinCode, captchaToken: await api.captchaToken() });
    expect(query).toMatchObject({ ok: true, data: { cardBalance: 16000 } });
    expect(
      await member.client.call(cardTransactions, { custId: member.custId, cardId: String(card.cardId) }),
    ).toMatchObject({
      ok: true,
      data: {
        totalCount: 2,
        transactionList: [
          { type: 'L', amount: 6000, balanceAfter: 16000, reference: started.data.paymentId },
          { type: 'I', amount: 10000 },
        ],
      },
    });
    expect((await topUpsOf(card)).map((row) => row.status)).toEqual(['Y']);
  });

  it('cancels the top-up when the payment is declined, moving nothing', async () => {
    const card = await ownCard();
    const started = await member.client.call(cardTopUp, {
      custId: member.custId,
      cardId: String(card.cardId),
      amount: 5000,
      paymentMethod: 'C04',
    });
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.decline);
    expect(await member.client.call(paymentFinalisation, { callBackUrl, buId: '97' })).toMatchObject({ ok: false });
    expect((await topUpsOf(card)).map((row) => row.status)).toEqual(['N']);
    expect((await ledgerOf(card)).map((row) => row.type)).toEqual(['I']);
  });

  it('refuses a fixed or foreign card, an amount out of range, a means not on the page; stores nothing', async () => {
    const request = (card: IssuedCard, amount: number, paymentMethod = 'C04') =>
      member.client.call(cardTopUp, {
        custId: member.custId,
        cardId: String(card.cardId),
        amount,
        paymentMethod: paymentMethod as 'C04',
      });
    const reloadable = await ownCard();
    const fixed = await ownCard('MJ-TECH-D');
    const foreign = await ownCard('MJ-GROCERY-D', null);
    expect(await request(fixed, 5000)).toEqual({
      ok: false,
      status: 400,
      error: { code: 11009, message: 'This card cannot be topped up.' },
    });
    expect(await request(foreign, 5000)).toMatchObject({ status: 404, error: { code: 11007 } });
    expect(await request(reloadable, 4999)).toMatchObject({
      status: 400,
      error: { code: 40000, issues: [{ path: 'amount', message: 'Amount must be greater than or equal to AED 50.' }] },
    });
    expect(await request(reloadable, 190001)).toMatchObject({
      status: 400,
      error: { issues: [{ path: 'amount', message: 'Amount must be less than or equal to AED 1900.' }] },
    });
    expect(await request(reloadable, 5000, '14')).toMatchObject({ ok: false, error: { code: 59003 } });
    expect(await request(reloadable, 50.5)).toMatchObject({ status: 400, error: { code: 40000 } });
    for (const card of [reloadable, fixed, foreign]) expect(await topUpsOf(card)).toEqual([]);
  });

  it('refuses 10^12 and just over what the card may hold clearly, storing nothing; takes the most it may', async () => {
    const card = await ownCard();
    const request = (amount: number) =>
      member.client.call(cardTopUp, {
        custId: member.custId,
        cardId: String(card.cardId),
        amount,
        paymentMethod: 'C04',
      });
    // The product's maximum is AED 2000 and the card holds AED 100: at most AED 1900 more.
    const overMax = {
      ok: false,
      status: 400,
      error: {
        code: 40000,
        message: 'Invalid request: amount: Amount must be less than or equal to AED 1900.',
        issues: [
          {
            path: 'amount',
            message: 'Amount must be less than or equal to AED 1900.',
            key: 'amountMax',
            params: { num: 'AED 1900' },
          },
        ],
      },
    };
    for (const amount of [1e12, 190_001, 2 ** 53 + 2]) expect(await request(amount)).toEqual(overMax);
    expect(await topUpsOf(card)).toEqual([]);
    expect((await ledgerOf(card)).map((row) => row.type)).toEqual(['I']);

    const atMax = await request(190_000);
    if (!atMax.ok) throw new Error(atMax.error.message);
    expect(atMax.data.redirectUrl).toMatch(new RegExp(`^${sandbox.url}/pay/`));
    expect((await topUpsOf(card)).map((row) => row.amount)).toEqual([190_000]);
  });
});
