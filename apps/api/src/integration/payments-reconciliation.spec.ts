import { paymentFinalisation } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { ABANDON_AFTER_MS, RECONCILE_AFTER_MS, reconcileOpenPayments } from '../features/payments/reconcile-payments';
import { startTestApi, type TestApi } from '../testing/test-api';
import { startPaymentSandbox, TEST_CARD, type RunningSandbox } from './payments-sandbox';
import { mockBroken, mockReleased, owe } from './support/payment-purposes-stand-in';
import { payOnPage, settlementCounter, startPaying } from './support/payments-kit';

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
