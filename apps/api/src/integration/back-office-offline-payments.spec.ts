import {
  cancelOfflinePaymentOrder,
  confirmOfflinePaymentOrder,
  confirmOrder,
  getOfflinePaymentOrders,
  getOfflinePaymentReceipt,
  uploadPaymentReceipt,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { businessUnits, operatorAudit, orderCashbacks } from '../db/schema';
import { creditCashbacks } from '../features/back-office/cashback';
import { QUEUES } from '../jobs/queues';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BUSINESS, businessKit, type BusinessSession } from './support/business-orders-kit';
import { PNG } from './support/files-kit';
import { OPERATORS, operatorKit } from './support/operator-kit';

/**
 * Orders waiting for a bank transfer (03) or a bank check (05) in the back office (issue 21): listed
 * with the receipt, confirmed (cards issued once), cancelled only after the 30-minute window; and the
 * cashback (C) the hourly job credits to the member's wallet for a paid order, once.
 */
let api: TestApi;
let buyer: BusinessSession;
beforeAll(async () => {
  api = await startTestApi();
  buyer = await kit.session(BUSINESS.registered);
}, 60_000);
afterAll(() => api.close());

const kit = businessKit(() => api);
const { signedIn } = operatorKit(() => api);
const services = () => api.app.shopApi.services;

async function waitingOrder(paymentMean: '03' | '05', qty = 2) {
  const order = await kit.created(buyer, [kit.line({ qty })]);
  const answer = await buyer.client.call(confirmOrder, { orderNo: order.orderNo, paymentMean });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data.orderNo;
}

it('lists a transfer with its receipt, confirms it once and its cards are issued', async () => {
  const orderNo = await waitingOrder('03');
  await buyer.client.call(uploadPaymentReceipt, {
    custId: buyer.custId,
    orderNo,
    receiptImage: PNG.toString('base64'),
  });
  const { client: operator } = await signedIn(OPERATORS.ops250);
  const listed = await operator.call(getOfflinePaymentOrders, { buId: '250' });
  if (!listed.ok) throw new Error(listed.error.message);
  expect(listed.data.orders.find((order) => order.orderNo === orderNo)).toMatchObject({
    status: '04',
    paymentMean: '03',
    hasReceipt: true,
    canCancel: false,
    cardCount: 2,
    companyName: expect.any(String),
  });
  const receipt = await operator.download(getOfflinePaymentReceipt, { buId: '250', orderNo });
  expect(receipt.ok && receipt.data.contentType).toBe('image/png');

  const confirmed = await operator.call(confirmOfflinePaymentOrder, { buId: '250', orderNo });
  expect(confirmed).toMatchObject({ ok: true, data: { status: '09', cardsIssued: 2, alreadyConfirmed: false } });
  const again = await operator.call(confirmOfflinePaymentOrder, { buId: '250', orderNo });
  expect(again).toMatchObject({ ok: true, data: { cardsIssued: 2, alreadyConfirmed: true } });
  expect(await services().giftCards.findByOrder('250', orderNo)).toHaveLength(2);
  const audited = await api.app.shopApi.database.db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.target, orderNo));
  expect(audited.map((entry) => entry.action).sort()).toEqual(['offlinePayment.confirm', 'offlinePayment.openReceipt']);
  const gone = await operator.call(getOfflinePaymentOrders, { buId: '250' });
  expect(gone.ok && gone.data.orders.some((order) => order.orderNo === orderNo)).toBe(false);
}, 60_000);

it('cancels a check only once its payment window has closed', async () => {
  const orderNo = await waitingOrder('05');
  const { client: operator } = await signedIn(OPERATORS.ops250);
  const early = await operator.call(cancelOfflinePaymentOrder, { buId: '250', orderNo });
  expect(!early.ok && early.error.code).toBe(58069);
  api.advance(31 * 60 * 1000);
  const { client: later } = await signedIn(OPERATORS.ops250);
  const listed = await later.call(getOfflinePaymentOrders, { buId: '250' });
  expect(listed.ok && listed.data.orders.find((order) => order.orderNo === orderNo)?.canCancel).toBe(true);
  const canceled = await later.call(cancelOfflinePaymentOrder, { buId: '250', orderNo });
  expect(canceled).toMatchObject({ ok: true, data: { status: '02' } });
  const confirmed = await later.call(confirmOfflinePaymentOrder, { buId: '250', orderNo });
  expect(!confirmed.ok && confirmed.error.code).toBe(58068);
  const { client: ops97 } = await signedIn(OPERATORS.ops97);
  const foreign = await ops97.call(getOfflinePaymentOrders, { buId: '250' });
  expect(!foreign.ok && foreign.error.code).toBe(58050);
}, 60_000);

it('credits the cashback of a paid order to the wallet once, by the hourly job', async () => {
  const db = api.app.shopApi.database.db;
  // Unit 250 gives 2 % cashback, at most 150.00 EUR an order (the unit directory reads it after its cache).
  await db
    .update(businessUnits)
    .set({ params: sql`${businessUnits.params} || '{"cashback":{"rateBp":200,"maxAmount":15000}}'::jsonb` })
    .where(eq(businessUnits.buId, '250'));
  api.advance(31_000);
  const walletBefore = (await services().wallets.balanceOf(buyer.accountId, '250')).balance;
  const orderNo = await waitingOrder('03', 3);
  const { client: operator } = await signedIn(OPERATORS.ops250);
  await operator.call(confirmOfflinePaymentOrder, { buId: '250', orderNo });
  const order = await services().orders.findByNo('250', orderNo);
  const expected = Math.min(15_000, Math.floor(((order?.dueAmount ?? 0) * 200) / 10_000));
  expect(expected).toBeGreaterThan(0);

  // The job the timer queues each hour (one per hour slot whichever replicas ask), run by the worker.
  const first = await services().jobs.send(QUEUES.cashback, {}, { singletonKey: 'cashback', singletonSeconds: 3600 });
  const second = await services().jobs.send(QUEUES.cashback, {}, { singletonKey: 'cashback', singletonSeconds: 3600 });
  expect(first).not.toBeNull();
  expect(second).toBeNull();
  const credited = async () =>
    (
      await db
        .select()
        .from(orderCashbacks)
        .where(eq(orderCashbacks.orderId, order?.id ?? 0))
    )[0];
  for (let tries = 0; !(await credited()) && tries < 100; tries += 1)
    await new Promise((done) => setTimeout(done, 100));
  expect(await credited()).toMatchObject({ amount: expected, rateBp: 200 });
  // The earlier test's transfer, paid within the day too, got its own: the wallet grew by both, once each.
  const cashbacks = await db.select().from(orderCashbacks).where(eq(orderCashbacks.accountId, buyer.accountId));
  const total = cashbacks.reduce((sum, row) => sum + row.amount, 0);
  expect(cashbacks.length).toBe(2);
  expect((await services().wallets.balanceOf(buyer.accountId, '250')).balance).toBe(walletBefore + total);

  // Running it again credits nothing more.
  expect(await creditCashbacks(services())).toBe(0);
  expect((await services().wallets.balanceOf(buyer.accountId, '250')).balance).toBe(walletBefore + total);
}, 60_000);
