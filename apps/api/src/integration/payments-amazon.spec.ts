import type { ApiClient } from '@shop/api-client';
import { amazonGet3dsUrl, paymentFinalisation, paymentInitToken, tokenizedPayment } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { businessUnits } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';
import { owe } from './support/payment-purposes-stand-in';
import { expectError, payOnPage, settlementCounter, startPaying } from './support/payments-kit';

// An amazon unit (Amazon Payment Services): its return names the payment by fort_id, and a saved card that
// asks its 3-D Secure code is answered on the URL the provider's get3dsUrl gives (the sandbox's protocol).

jest.mock('../features/payments/payment-purposes', () =>
  jest.requireActual('./support/payment-purposes-stand-in').standInPaymentPurposes(),
);

let t: TestApi;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  t = await startTestApi();
  const db = t.app.shopApi.database.db;
  const [unit] = await db.select().from(businessUnits).where(eq(businessUnits.buId, '150'));
  await db
    .update(businessUnits)
    .set({ params: { ...unit.params, pspProvider: 'amazon' } })
    .where(eq(businessUnits.buId, '150'));
  t.advance(10 * 60 * 1000); // past the unit cache
});
afterAll(async () => {
  await t?.close();
  await sandbox?.stop();
});

const settlements = settlementCounter(() => t);

async function savedCard(client: ApiClient, cardNumber: string): Promise<string> {
  const started = await startPaying(client, owe(4_200, '150', 'EUR'));
  if (!started.ok) throw new Error(started.error.message);
  let back = await payOnPage(started.data.redirectUrl, cardNumber);
  if (back.includes('/challenge/')) back = (await submitForm(back, { code: '123456' })).location as string;
  expect(new URL(back).searchParams.get('fort_id')).toMatch(/^psp_/);
  const finalised = await client.call(paymentFinalisation, { callBackUrl: back });
  if (!finalised.ok) throw new Error(finalised.error.message);
  expect(await settlements(started.data.paymentId)).toBe(1);
  return finalised.data.pspResult.cardToken;
}

describe('an amazon unit', () => {
  it("pays on the page and finalises from the fort_id return; get3dsUrl leads a saved card's challenge", async () => {
    const member = await t.signIn(DEMO.consumer150, '150');
    const secureToken = await savedCard(member.client, TEST_CARD.challenge);
    const token = await member.client.call(paymentInitToken, {});
    const orderNo = owe(4_200, '150', 'EUR');
    const challenged = await member.client.call(tokenizedPayment, {
      orderNo,
      cardToken: secureToken,
      csrfToken: token.ok ? token.data.csrfToken : '',
    });
    if (!challenged.ok) throw new Error(challenged.error.message);
    const { paymentId } = challenged.data;
    // The tokenized answer leads straight to the provider's 3-D Secure page, as get3dsUrl names it.
    const asked = await member.client.call(amazonGet3dsUrl, { paymentId });
    expect(asked).toEqual({
      ok: true,
      status: 200,
      data: { paymentId, state: 'pending', threeDsUrl: expect.stringMatching(/\/challenge\/psp_/) },
    });
    expect(challenged.data).toMatchObject({ requiresAction: true, redirectUrl: asked.ok && asked.data.threeDsUrl });

    const answered = await submitForm(challenged.data.redirectUrl, { code: '123456' });
    const back = new URL(answered.location as string);
    expect(back.searchParams.get('status')).toBe('14');
    const completed = await member.client.call(paymentFinalisation, { callBackUrl: back.toString() });
    expect(completed.ok && completed.data.pspResult).toMatchObject({ paymentId, cardToken: secureToken });
    expect(await settlements(paymentId)).toBe(1);
    // Answered: no challenge waits any more.
    const after = await member.client.call(amazonGet3dsUrl, { paymentId });
    expect(after.ok && after.data).toMatchObject({ paymentId, threeDsUrl: null });
  });

  it("is refused on a unit whose provider is not amazon, and for another unit's payment", async () => {
    const member = await t.signIn(DEMO.consumer150, '150');
    const started = await startPaying(member.client, owe(4_200, '150', 'EUR'));
    if (!started.ok) throw new Error(started.error.message);
    const { paymentId } = started.data;
    expect(await member.client.call(amazonGet3dsUrl, { paymentId })).toMatchObject({
      ok: true,
      data: { paymentId, threeDsUrl: null },
    });
    expectError(await t.client().call(amazonGet3dsUrl, { paymentId }), 'PAYMENT_RETURN_INVALID');
  });
});
