import { createPayment, getPaymentMeans, paymentInit, paymentInitToken } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { accounts, payments } from '../db/schema';
import { startTestApi, type TestApi, DEMO } from '../testing/test-api';
import { startPaymentSandbox, type RunningSandbox } from './payments-sandbox';
import { owe } from './support/payment-purposes-stand-in';
import { expectError, startPaying } from './support/payments-kit';

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
