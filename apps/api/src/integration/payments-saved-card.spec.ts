import { paymentFinalisation, paymentInitToken, tokenizedPayment } from '@shop/contracts';
import type { ApiClient } from '@shop/api-client';
import { startTestApi, type TestApi, DEMO } from '../testing/test-api';
import { startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';
import { owe } from './support/payment-purposes-stand-in';
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
