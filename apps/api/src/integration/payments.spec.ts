import {
  API_ERRORS,
  confirmPayment,
  createPayment,
  marketPayCapture,
  getPaymentMeans,
  paymentFinalisation,
  paymentInit,
  paymentInitToken,
  threeDsConfirmation,
  tokenizedPayment,
  type ApiErrorName,
} from '@shop/contracts';
import type { ApiClient } from '@shop/api-client';
import { eq, sql } from 'drizzle-orm';
import { accounts, businessUnits, payments } from '../db/schema';
import { ABANDON_AFTER_MS, RECONCILE_AFTER_MS, reconcileOpenPayments } from '../features/payments/reconcile-payments';
import { startTestApi, type TestApi, DEMO } from '../testing/test-api';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * Hosted payments over HTTP, through the sandbox provider's real pages and API, with a small test
 * purpose standing in for orders: what is owed per reference, and a settlement that writes one outbox
 * row in the finalisation's transaction (so a second settlement would show as a second row).
 */
const mockOwed = new Map<string, { buId: string; amount: number; currency: string }>();
const mockReleased: string[] = [];
const mockBroken = new Set<string>();
jest.mock('../features/payments/payment-purposes', () => {
  const { ApiFailure } = jest.requireActual('../http/api-failure');
  const purpose = (name: string) => ({
    purpose: name,
    async payable(_services: unknown, reference: string, session: { accountId: number } | null, buId: string) {
      const owed = mockOwed.get(reference);
      if (!owed || owed.buId !== buId) throw new ApiFailure('PAYMENT_NOT_FOUND');
      const { amount, currency } = owed;
      return { purpose: name, reference, buId, accountId: session?.accountId ?? null, amount, currency, email: '' };
    },
    async settle(
      tx: unknown,
      services: { outbox: { send(message: object, db: unknown): Promise<void> } },
      payment: { buId: string; paymentId: string; reference: string; amount: number; paymentMean: string },
    ) {
      // Widens the window in which concurrent finalisations overlap.
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (mockBroken.has(payment.reference)) throw new Error('this order cannot be settled');
      await services.outbox.send(
        {
          buId: payment.buId,
          channel: 'email',
          recipient: `settled-${payment.paymentId}@example.com`,
          subject: 'settled',
          body: `${payment.reference} ${payment.amount} ${payment.paymentMean}`,
        },
        tx,
      );
      return 'settled';
    },
    async recordRefund() {
      return { language: 'en' };
    },
    async release(_services: unknown, _payable: unknown, paymentId: string) {
      mockReleased.push(paymentId);
    },
  });
  const purposes: Record<string, unknown> = {
    order: purpose('order'),
    topup: purpose('topup'),
    topupWallet: purpose('topupWallet'),
  };
  return { paymentPurposeNamed: (name: string) => purposes[name] };
});

let t: TestApi;
let sandbox: RunningSandbox;
let orderCount = 0;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
  await sandbox?.stop();
});

function owe(amount = 15_000, buId = '97', currency = 'AED'): string {
  orderCount += 1;
  const reference = `T${Date.now().toString(36).toUpperCase()}${orderCount}`;
  mockOwed.set(reference, { buId, amount, currency });
  return reference;
}

function expectError(result: { ok: boolean; error?: { code: number; message: string } }, name: ApiErrorName) {
  expect(result.ok).toBe(false);
  expect(result.error).toMatchObject({ code: API_ERRORS[name].code, message: API_ERRORS[name].message });
}

async function settlements(paymentId: string): Promise<number> {
  return (await t.outbox(`settled-${paymentId}@example.com`)).length;
}

/** createPayment as the checkout page makes it: an init token first, then the call. */
async function startPaying(client: ApiClient, orderNo: string, paymentMethod: 'C04' | 'PP' | '15' = 'C04') {
  const token = await client.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  return client.call(createPayment, { orderNo, paymentMethod, csrfToken: token.data.csrfToken });
}

/** Pays on the sandbox page with a card and answers the return URL the browser is sent to. */
async function payOnPage(redirectUrl: string, cardNumber: string): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const submitted = await submitForm(redirectUrl, cardFields(cardNumber));
  expect(submitted.status).toBe(303);
  return submitted.location as string;
}

describe('payment means', () => {
  it("offers a guest the unit's means without the wallet, hosted ones marked", async () => {
    const answer = await t.client({ buId: '97' }).call(getPaymentMeans, {});
    expect(answer.ok && answer.data).toEqual({
      pspProvider: 'UpstreamPay',
      paymentMeans: [
        { code: 'C04', hosted: true },
        { code: '15', hosted: false },
      ],
    });
  });

  it("offers a Registered member the unit's list; EnCompte and Light contracts force their own", async () => {
    const member = await t.signIn(DEMO.consumer97);
    const means = async () => {
      const answer = await member.client.call(getPaymentMeans, {});
      return answer.ok ? answer.data.paymentMeans.map((mean) => mean.code) : answer.error;
    };
    const contractType = (contractTypeId: number) =>
      t.app.shopApi.database.db.update(accounts).set({ contractTypeId }).where(eq(accounts.email, DEMO.consumer97));
    expect(await means()).toEqual(['C04', '14', '15']);
    await contractType(2);
    expect(await means()).toEqual(['14', '03', '05']);
    await contractType(1);
    expect(await means()).toEqual(['03', '05']);
    await contractType(3);
  });
});

describe('starting a payment', () => {
  it('answers what is owed from the owner, never the client', async () => {
    const orderNo = owe(12_345);
    const init = await t.client().call(paymentInit, { purpose: 'order', reference: orderNo });
    expect(init.ok && init.data).toEqual({
      purpose: 'order',
      reference: orderNo,
      amount: 12_345,
      currency: 'AED',
      pspProvider: 'UpstreamPay',
      paymentMeans: ['C04', '15'],
    });
  });

  it('refuses a bad init token, a means not paid on the page, a changed amount, an unknown order', async () => {
    const client = t.client();
    const orderNo = owe();
    expectError(
      await client.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: 'x' }),
      'PAYMENT_TOKEN_INVALID',
    );
    const forged = `${Date.now() + 60_000}.${'A'.repeat(43)}`;
    expectError(
      await client.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: forged }),
      'PAYMENT_TOKEN_INVALID',
    );
    expectError(await startPaying(client, orderNo, '15'), 'PAYMENT_MEAN_NOT_OFFERED');
    expectError(await startPaying(client, orderNo, 'PP'), 'PAYMENT_MEAN_NOT_OFFERED');
    const token = await client.call(paymentInitToken, {});
    const csrfToken = token.ok ? token.data.csrfToken : '';
    expectError(
      await client.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken, txnAmount: 1 }),
      'PAYMENT_AMOUNT_CHANGED',
    );
    expectError(await startPaying(client, 'NOSUCHORDER'), 'PAYMENT_NOT_FOUND');
    const rows = await t.app.shopApi.database.db.select().from(payments).where(eq(payments.reference, orderNo));
    expect(rows).toEqual([]);
  });

  it('answers the same payment for a repeated key and replaces an unpaid attempt with a new one', async () => {
    const client = t.client();
    const orderNo = owe();
    const token = await client.call(paymentInitToken, {});
    const input = { orderNo, paymentMethod: 'C04' as const, csrfToken: token.ok ? token.data.csrfToken : '' };
    const first = await client.call(createPayment, input, { idempotencyKey: 'same-key-0001' });
    const again = await client.call(createPayment, input, { idempotencyKey: 'same-key-0001' });
    expect(first.ok && again.ok && again.data).toEqual(first.ok && first.data);
    const second = await client.call(createPayment, input);
    expect(second.ok && first.ok && second.data.paymentId).not.toBe(first.ok && first.data.paymentId);
    const rows = await t.app.shopApi.database.db.select().from(payments).where(eq(payments.reference, orderNo));
    expect(rows.map((row) => row.state).sort()).toEqual(['canceled', 'created']);
    // The replaced attempt's page no longer takes a payment.
    const oldPage = await fetch(first.ok ? first.data.redirectUrl : '');
    expect(await oldPage.text()).toContain('This payment was cancelled.');
  });
});

describe('paying on the sandbox page and coming back', () => {
  it('confirms a paid payment once, with the order result to go to, however often the return comes', async () => {
    const client = t.client();
    const orderNo = owe(15_000);
    const started = await startPaying(client, orderNo);
    if (!started.ok) throw new Error(started.error.message);
    expect(started.data.redirectUrl).toMatch(new RegExp(`^${sandbox.url}/pay/psp_`));
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    const back = new URL(callBackUrl);
    expect(back.origin + back.pathname).toBe('http://shop.test/97/loading/order');
    expect(back.searchParams.get('status')).toBe('SUCCESS');

    const finalised = await client.call(paymentFinalisation, { callBackUrl, buId: '97' });
    if (!finalised.ok) throw new Error(finalised.error.message);
    const { paymentId } = started.data;
    expect(finalised.data).toEqual({
      redirectUrl: `/97/order/${orderNo}?paymentId=${paymentId}&paymentMean=C04`,
      orderNo,
      purpose: 'order',
      // A guest's saved card is never answered: whoever holds the payment id would get it.
      pspResult: { paymentId, paymentMethod: 'C04', cardToken: '' },
    });
    const replayed = await client.call(paymentFinalisation, {
      callBackUrl,
      token: back.searchParams.get('token') ?? '',
    });
    expect(replayed.ok && replayed.data).toEqual(finalised.data);
    const confirmed = await client.call(confirmPayment, { paymentId });
    expect(confirmed.ok && confirmed.data).toEqual(finalised.data);
    expect(await settlements(paymentId)).toBe(1);
    const [row] = await t.app.shopApi.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ state: 'succeeded', amount: 15_000, paymentMean: 'C04', failureReason: null });
    // The page cannot be paid twice.
    const again = await submitForm(started.data.redirectUrl, cardFields(TEST_CARD.success));
    expect(again.body).toContain('This payment has already been made.');
  });

  it("answers a member's saved card to that member only, through finalisation and confirmPayment", async () => {
    const member = await t.signIn(DEMO.consumer97);
    const started = await startPaying(member.client, owe());
    if (!started.ok) throw new Error(started.error.message);
    const { paymentId } = started.data;
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    const finalised = await member.client.call(paymentFinalisation, { callBackUrl, buId: '97' });
    if (!finalised.ok) throw new Error(finalised.error.message);
    const cardToken = finalised.data.pspResult.cardToken;
    expect(cardToken).toMatch(/^tok_/);
    expect(await member.client.call(confirmPayment, { paymentId })).toMatchObject({
      ok: true,
      data: { pspResult: { paymentId, cardToken } },
    });

    const other = await t.signIn(DEMO.unvalidated97);
    const hidden = {
      ...finalised,
      data: { ...finalised.data, pspResult: { ...finalised.data.pspResult, cardToken: '' } },
    };
    for (const stranger of [t.client(), other.client]) {
      expect(await stranger.call(confirmPayment, { paymentId })).toEqual(hidden);
      expect(await stranger.call(paymentFinalisation, { callBackUrl, buId: '97' })).toEqual(hidden);
    }
    expect(await settlements(paymentId)).toBe(1);
  });

  it("never answers a guest's saved card, to the guest or to anyone holding the payment id", async () => {
    const guest = t.client();
    const started = await startPaying(guest, owe());
    if (!started.ok) throw new Error(started.error.message);
    const { paymentId } = started.data;
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    const finalised = await guest.call(paymentFinalisation, { callBackUrl, buId: '97' });
    expect(finalised).toMatchObject({ ok: true, data: { pspResult: { paymentId, cardToken: '' } } });
    // The provider did save the card: the shop keeps its token to itself.
    const [row] = await t.app.shopApi.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row.cardToken).toMatch(/^tok_/);
    const member = await t.signIn(DEMO.consumer97);
    for (const asker of [guest, t.client(), member.client]) {
      expect(await asker.call(confirmPayment, { paymentId })).toEqual(finalised);
      expect(await asker.call(paymentFinalisation, { callBackUrl, buId: '97' })).toEqual(finalised);
    }
  });

  it("says the spec's payment-failed text for a declined card, and releases the order", async () => {
    const client = t.client();
    const started = await startPaying(client, owe());
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.decline);
    expect(new URL(callBackUrl).searchParams.get('status')).toBe('FAILED');
    const failed = await client.call(paymentFinalisation, { callBackUrl });
    expectError(failed, 'PAYMENT_FAILED');
    expect(!failed.ok && failed.error.message).toBe(
      'There was an error processing your payment. Please verify that all your card information is correct ' +
        'before trying again.',
    );
    expectError(await client.call(paymentFinalisation, { callBackUrl }), 'PAYMENT_FAILED');
    expect(mockReleased.filter((id) => id === started.data.paymentId)).toHaveLength(1);
    expect(await settlements(started.data.paymentId)).toBe(0);
  });

  it('waits for the 3-D Secure code, then confirms', async () => {
    const client = t.client();
    const started = await startPaying(client, owe());
    if (!started.ok) throw new Error(started.error.message);
    const { paymentId, redirectUrl } = started.data;
    const challenge = await payOnPage(redirectUrl, TEST_CARD.challenge);
    expect(challenge).toBe(`${sandbox.url}/challenge/${new URL(redirectUrl).pathname.split('/').pop()}`);
    const waiting = await client.call(threeDsConfirmation, { paymentId });
    expect(waiting.ok && waiting.data).toEqual({ paymentId, state: 'created', threeDSecure: 'challenge', redirectUrl });
    expectError(await client.call(confirmPayment, { paymentId }), 'PAYMENT_PENDING');

    const wrong = await submitForm(challenge, { code: '111111' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('The code is wrong, please try again.');
    const right = await submitForm(challenge, { code: '123456' });
    const finalised = await client.call(paymentFinalisation, { callBackUrl: right.location as string });
    expect(finalised.ok && finalised.data.pspResult.paymentId).toBe(paymentId);
    const passed = await client.call(threeDsConfirmation, { paymentId });
    expect(passed.ok && passed.data).toMatchObject({ state: 'succeeded', threeDSecure: 'passed', redirectUrl: null });
  });

  it('asks the provider, never the return parameters: a forged SUCCESS on a declined payment still fails', async () => {
    const client = t.client();
    const started = await startPaying(client, owe());
    if (!started.ok) throw new Error(started.error.message);
    const declined = new URL(await payOnPage(started.data.redirectUrl, TEST_CARD.decline));
    declined.searchParams.set('status', 'SUCCESS');
    expectError(await client.call(paymentFinalisation, { callBackUrl: declined.toString() }), 'PAYMENT_FAILED');
    expect(await settlements(started.data.paymentId)).toBe(0);
  });

  it('refuses tampered return parameters', async () => {
    const client = t.client();
    const one = await startPaying(client, owe());
    const other = await startPaying(client, owe());
    if (!one.ok || !other.ok) throw new Error('no payment');
    const callBackUrl = new URL(await payOnPage(one.data.redirectUrl, TEST_CARD.success));
    const tampered = (change: (url: URL) => void) => {
      const url = new URL(callBackUrl);
      change(url);
      return client.call(paymentFinalisation, { callBackUrl: url.toString() });
    };
    expectError(await tampered((url) => url.searchParams.set('token', 'psp_forged')), 'PAYMENT_NOT_FOUND');
    expectError(await tampered((url) => url.searchParams.delete('token')), 'PAYMENT_RETURN_INVALID');
    expectError(
      await tampered((url) => url.searchParams.set('paymentId', other.data.paymentId)),
      'PAYMENT_RETURN_INVALID',
    );
    expectError(await tampered((url) => (url.pathname = '/97/loading/topup')), 'PAYMENT_RETURN_INVALID');
    expectError(await tampered((url) => (url.pathname = '/97/account')), 'PAYMENT_RETURN_INVALID');
    const elsewhere = await t
      .client({ buId: '150' })
      .call(paymentFinalisation, { callBackUrl: callBackUrl.toString() });
    expect(elsewhere.ok).toBe(false);
    expect(await settlements(one.data.paymentId)).toBe(0);
    // The untouched return still confirms.
    const finalised = await client.call(paymentFinalisation, { callBackUrl: callBackUrl.toString() });
    expect(finalised.ok).toBe(true);
  });

  it('checks the ingenico RETURNMAC against the one the checkout was created with', async () => {
    const client = t.client({ buId: '150' });
    const started = await startPaying(client, owe(2_500, '150', 'EUR'));
    if (!started.ok) throw new Error(started.error.message);
    const back = new URL(await payOnPage(started.data.redirectUrl, TEST_CARD.success));
    expect([...back.searchParams.keys()].sort()).toEqual(['RETURNMAC', 'hostedCheckoutId', 'paymentId']);
    const forged = new URL(back);
    forged.searchParams.set('RETURNMAC', 'forged-mac');
    expectError(await client.call(paymentFinalisation, { callBackUrl: forged.toString() }), 'PAYMENT_RETURN_INVALID');
    forged.searchParams.delete('RETURNMAC');
    expectError(await client.call(paymentFinalisation, { callBackUrl: forged.toString() }), 'PAYMENT_RETURN_INVALID');
    const finalised = await client.call(paymentFinalisation, { callBackUrl: back.toString() });
    expect(finalised.ok && finalised.data.redirectUrl).toBe(
      `/150/order/${finalised.ok ? finalised.data.orderNo : ''}?paymentId=${started.data.paymentId}&paymentMean=C04`,
    );
  });

  it('pays with PayPal on the approval page and reports the wallet return mean PP', async () => {
    const client = t.client({ buId: '150' });
    const started = await startPaying(client, owe(3_000, '150', 'EUR'), 'PP');
    if (!started.ok) throw new Error(started.error.message);
    const page = await fetch(started.data.redirectUrl);
    expect(await page.text()).toContain('Approve this payment with PayPal.');
    const approved = await submitForm(started.data.redirectUrl, {});
    const finalised = await client.call(paymentFinalisation, { callBackUrl: approved.location as string });
    expect(finalised.ok && finalised.data.pspResult).toEqual({
      paymentId: started.data.paymentId,
      paymentMethod: 'PP',
      cardToken: '',
    });
  });

  it('refuses a payment whose provider amount is not the amount owed, and settles nothing', async () => {
    const client = t.client();
    const started = await startPaying(client, owe(20_000));
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    // Our record says 200.01 AED while the provider charged 200.00: the two disagree.
    await t.app.shopApi.database.db
      .update(payments)
      .set({ amount: sql`${payments.amount} + 1` })
      .where(eq(payments.id, started.data.paymentId));
    expectError(await client.call(paymentFinalisation, { callBackUrl }), 'PAYMENT_MISMATCH');
    expectError(await client.call(paymentFinalisation, { callBackUrl }), 'PAYMENT_MISMATCH');
    expect(await settlements(started.data.paymentId)).toBe(0);
  });

  it('does not know a payment id it never issued', async () => {
    const client = t.client();
    expectError(await client.call(confirmPayment, { paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAA' }), 'PAYMENT_NOT_FOUND');
    expectError(
      await client.call(threeDsConfirmation, { paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAA' }),
      'PAYMENT_NOT_FOUND',
    );
  });
});

describe('one payment return replayed concurrently', () => {
  it('confirms once: every answer is the same and the purpose is settled once', async () => {
    const client = t.client();
    const started = await startPaying(client, owe(7_500));
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 3 === 2
          ? client.call(confirmPayment, { paymentId: started.data.paymentId })
          : client.call(paymentFinalisation, { callBackUrl }),
      ),
    );
    const succeeded = answers.filter((answer) => answer.ok);
    expect(succeeded).toHaveLength(12);
    expect(new Set(succeeded.map((answer) => JSON.stringify(answer.ok && answer.data))).size).toBe(1);
    expect(await settlements(started.data.paymentId)).toBe(1);
  });
});

describe('payments whose browser never came back', () => {
  it('are completed from the provider by the reconciliation, once', async () => {
    const client = t.client();
    const started = await startPaying(client, owe(9_900));
    if (!started.ok) throw new Error(started.error.message);
    const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
    const services = t.app.shopApi.services;
    await reconcileOpenPayments(services);
    expect(await settlements(started.data.paymentId)).toBe(0);
    t.advance(RECONCILE_AFTER_MS + 1);
    await reconcileOpenPayments(services);
    await reconcileOpenPayments(services);
    expect(await settlements(started.data.paymentId)).toBe(1);
    const late = await client.call(paymentFinalisation, { callBackUrl });
    expect(late.ok && late.data.pspResult.paymentId).toBe(started.data.paymentId);
    expect(await settlements(started.data.paymentId)).toBe(1);
  });

  it('stay open when their purpose cannot settle them, without holding up the others', async () => {
    const client = t.client();
    const broken = owe(1_000);
    mockBroken.add(broken);
    const first = await startPaying(client, broken);
    const second = await startPaying(client, owe(1_000));
    if (!first.ok || !second.ok) throw new Error('no payment');
    await payOnPage(first.data.redirectUrl, TEST_CARD.success);
    await payOnPage(second.data.redirectUrl, TEST_CARD.success);
    t.advance(RECONCILE_AFTER_MS + 1);
    await expect(reconcileOpenPayments(t.app.shopApi.services)).rejects.toThrow('this order cannot be settled');
    const state = async (paymentId: string) =>
      (await t.app.shopApi.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0].state;
    expect(await state(first.data.paymentId)).toBe('created');
    expect(await state(second.data.paymentId)).toBe('succeeded');
    expect(await settlements(first.data.paymentId)).toBe(0);
    // Once its purpose can settle it, the next pass does.
    mockBroken.delete(broken);
    await reconcileOpenPayments(t.app.shopApi.services);
    expect(await state(first.data.paymentId)).toBe('succeeded');
    expect(await settlements(first.data.paymentId)).toBe(1);
  });

  it('are cancelled and released when nobody paid them within the hour', async () => {
    const client = t.client();
    const started = await startPaying(client, owe());
    if (!started.ok) throw new Error(started.error.message);
    t.advance(ABANDON_AFTER_MS + 1);
    await reconcileOpenPayments(t.app.shopApi.services);
    const [row] = await t.app.shopApi.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.data.paymentId));
    expect(row).toMatchObject({ state: 'canceled' });
    expect(mockReleased).toContain(started.data.paymentId);
    const page = await fetch(started.data.redirectUrl);
    expect(await page.text()).toContain('This payment was cancelled.');
  });
});

describe('a marketPay unit', () => {
  it('authorises on the page and captures on marketPayCapture', async () => {
    const db = t.app.shopApi.database.db;
    const [unit] = await db.select().from(businessUnits).where(eq(businessUnits.buId, '150'));
    await db
      .update(businessUnits)
      .set({ params: { ...unit.params, pspProvider: 'marketPay' } })
      .where(eq(businessUnits.buId, '150'));
    t.advance(10 * 60 * 1000); // past the unit cache
    try {
      const client = t.client({ buId: '150' });
      const started = await startPaying(client, owe(4_200, '150', 'EUR'));
      if (!started.ok) throw new Error(started.error.message);
      const callBackUrl = await payOnPage(started.data.redirectUrl, TEST_CARD.success);
      const back = new URL(callBackUrl);
      expect(back.searchParams.get('status')).toBe('AUTHORISED');
      const transactionId = back.searchParams.get('transactionId') ?? '';
      const captured = await client.call(marketPayCapture, { transactionId, callBackUrl });
      expect(captured.ok && captured.data.pspResult.paymentId).toBe(started.data.paymentId);
      const again = await client.call(marketPayCapture, { transactionId, callBackUrl });
      expect(again.ok && again.data).toEqual(captured.ok && captured.data);
      expect(await settlements(started.data.paymentId)).toBe(1);
      // Another unit's provider is not marketPay: the call is refused there.
      expectError(await t.client().call(marketPayCapture, { transactionId, callBackUrl }), 'PAYMENT_RETURN_INVALID');
    } finally {
      await db.update(businessUnits).set({ params: unit.params }).where(eq(businessUnits.buId, '150'));
      t.advance(10 * 60 * 1000);
    }
  });
});

describe('paying with a saved card (tokenized)', () => {
  it("charges the member's saved card without the form; a 3-D Secure card asks again; others' fail", async () => {
    const member = await t.signIn(DEMO.consumer97);
    const savedCard = async (cardNumber: string) => {
      const started = await startPaying(member.client, owe());
      if (!started.ok) throw new Error(started.error.message);
      let back = await payOnPage(started.data.redirectUrl, cardNumber);
      if (back.includes('/challenge/')) back = (await submitForm(back, { code: '123456' })).location as string;
      const finalised = await member.client.call(paymentFinalisation, { callBackUrl: back });
      if (!finalised.ok) throw new Error(finalised.error.message);
      return finalised.data.pspResult.cardToken;
    };
    const pay = async (client: ApiClient, orderNo: string, cardToken: string) => {
      const token = await client.call(paymentInitToken, {});
      return client.call(tokenizedPayment, { orderNo, cardToken, csrfToken: token.ok ? token.data.csrfToken : '' });
    };

    const visa = await savedCard(TEST_CARD.success);
    expect(visa).toMatch(/^tok_/);
    const orderNo = owe(6_000);
    const paid = await pay(member.client, orderNo, visa);
    if (!paid.ok) throw new Error(paid.error.message);
    expect(paid.data).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      orderNo,
      requiresAction: false,
      redirectUrl: `/97/order/${orderNo}?paymentId=${paid.data.paymentId}&paymentMean=C04`,
    });
    expect(await settlements(paid.data.paymentId)).toBe(1);

    const secure = await savedCard(TEST_CARD.challenge);
    const challenged = await pay(member.client, owe(), secure);
    if (!challenged.ok) throw new Error(challenged.error.message);
    expect(challenged.data.requiresAction).toBe(true);
    // The provider's page leads to the challenge.
    const page = await fetch(challenged.data.redirectUrl, { redirect: 'manual' });
    expect(page.status).toBe(303);
    const challenge = new URL(page.headers.get('location') ?? '', challenged.data.redirectUrl).toString();
    const answered = await submitForm(challenge, { code: '123456' });
    const completed = await member.client.call(paymentFinalisation, { callBackUrl: answered.location as string });
    expect(completed.ok && completed.data.pspResult.cardToken).toBe(secure);

    // A guest, or the token typed by someone else, gets the payment-failed answer and nothing is charged.
    const stranger = t.client();
    const token = await stranger.call(paymentInitToken, {});
    const asGuest = await stranger.call(tokenizedPayment, {
      orderNo: owe(),
      cardToken: visa,
      csrfToken: token.ok ? token.data.csrfToken : '',
    });
    expect(asGuest.ok).toBe(false);
    expectError(await pay(member.client, owe(), 'tok_not_mine'), 'PAYMENT_FAILED');
  });
});
