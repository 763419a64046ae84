import { confirmPayment, marketPayCapture, paymentFinalisation, threeDsConfirmation } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { businessUnits, payments } from '../db/schema';
import { startTestApi, type TestApi, DEMO } from '../testing/test-api';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';
import { mockReleased, owe } from './support/payment-purposes-stand-in';
import { expectError, payOnPage, settlementCounter, startPaying } from './support/payments-kit';

// The payment purposes are the test purpose of support/payment-purposes-stand-in.ts.
jest.mock('../features/payments/payment-purposes', () =>
  jest.requireActual('./support/payment-purposes-stand-in').standInPaymentPurposes(),
);

let t: TestApi;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
  await sandbox?.stop();
});

const settlements = settlementCounter(() => t);

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
