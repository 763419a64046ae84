import type { ApiClient } from '@shop/api-client';
import {
  confirmOrder,
  createOrder,
  createPayment,
  getMemberGiftCardsWithProduct,
  getRefundableOrder,
  paymentFinalisation,
  paymentInitToken,
  refundOrder,
  updateCard,
} from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { operatorAudit, orderEvents } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { submitCard } from '../testing/sandbox-buyer';
import { startPaymentSandbox, TEST_CARD, type RunningSandbox } from './payments-sandbox';
import { OPERATORS, operatorKit } from './support/operator-kit';

/**
 * Refunds in the back office (issue 21, decision 0042), on PGlite or PostgreSQL (TEST_DATABASE_URL): a
 * member pays three AED 100 cards on the sandbox provider's page; the operator of unit 97 refunds one
 * card, then replays the same refund, then refunds the rest to the wallet. Each step is checked as the
 * member sees it (his cards), as the provider's book has it, and by summing the ledgers.
 */
let api: TestApi;
let sandbox: RunningSandbox;
let member: { client: ApiClient; custId: string };
beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97, '97');
}, 120_000);
afterAll(async () => {
  await api?.close();
  await sandbox?.stop();
});

const { signedIn } = operatorKit(() => api);
const services = () => api.app.shopApi.services;
const db = () => services().db;

async function providerBook(providerPaymentId: string) {
  const response = await fetch(`${sandbox.url}/v1/payments/${encodeURIComponent(providerPaymentId)}`, {
    headers: { authorization: `Bearer ${sandbox.secret}` },
  });
  return (await response.json()) as { capturedAmount: number; refundedAmount: number; refunds: unknown[] };
}

/** The member buys three AED 100 email cards and pays them by card on the provider's page. */
async function paidOrderOfThreeCards(): Promise<string> {
  const created = await member.client.call(createOrder, {
    orderLines: [
      {
        itemCode: 'MJ-GROCERY-D',
        amount: 10_000,
        qty: 3,
        deliverType: 'Email',
        senderName: 'Layla Haddad',
        senderEmail: 'layla.haddad@example.com',
        receiverName: 'Omar Farouk',
        receiverEmail: 'refund.receiver@example.com',
      },
    ],
  });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  const { orderNo } = created.data;
  const confirmed = await member.client.call(confirmOrder, { orderNo, paymentMean: 'C04' });
  if (!confirmed.ok) throw new Error(`confirmOrder: ${confirmed.error.message}`);
  const token = await member.client.call(paymentInitToken, {});
  if (!token.ok) throw new Error(token.error.message);
  const payment = await member.client.call(createPayment, {
    orderNo,
    paymentMethod: 'C04',
    csrfToken: token.data.csrfToken,
  });
  if (!payment.ok) throw new Error(`createPayment: ${payment.error.message}`);
  const paid = await submitCard(payment.data.redirectUrl, TEST_CARD.success);
  const finalised = await member.client.call(paymentFinalisation, { callBackUrl: paid.location ?? '', buId: '97' });
  if (!finalised.ok) throw new Error(`finalisation: ${finalised.error.message}`);
  return orderNo;
}

/** Every card's balance equals the sum of its ledger, and the wallet's too. */
async function ledgersAgree(orderNo: string) {
  const cards = await db().execute(sql`
    SELECT c.balance, (SELECT sum(l.amount) FROM card_ledger l WHERE l.card_id = c.id) AS ledger
      FROM gift_cards c WHERE c.order_no = ${orderNo}`);
  const cardRows = (cards as unknown as { rows: { balance: string; ledger: string }[] }).rows;
  expect(cardRows).toHaveLength(3);
  for (const card of cardRows) expect(Number(card.ledger)).toBe(Number(card.balance));
  const walletResult = await db().execute(sql`
    SELECT w.balance, coalesce((SELECT sum(l.amount) FROM wallet_ledger l WHERE l.wallet_id = w.id), 0) AS ledger
      FROM wallets w`);
  const walletRows = (walletResult as unknown as { rows: { balance: string; ledger: string }[] }).rows;
  for (const wallet of walletRows) expect(Number(wallet.ledger)).toBe(Number(wallet.balance));
}

/** The member's cards of the order as his card list shows them. */
async function memberCards(orderCardIds: number[]) {
  const answer = await member.client.call(getMemberGiftCardsWithProduct, { custId: member.custId });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data.productList
    .flatMap((product) => product.cardList)
    .filter((card) => orderCardIds.includes(Number(card.cardId)));
}

it('refunds one card of three: two stay usable, the provider gives its share back once, the ledgers add up', async () => {
  const orderNo = await paidOrderOfThreeCards();
  const { client: operator } = await signedIn(OPERATORS.ops97);
  const before = await operator.call(getRefundableOrder, { buId: '97', orderNo });
  if (!before.ok) throw new Error(before.error.message);
  expect(before.data).toMatchObject({ status: '09', totalAmount: 30_000, refundableAmount: 30_000 });
  expect(before.data.destinations).toEqual(['payment', 'wallet']);
  expect(before.data.cards.map((card) => card.state)).toEqual(['unused', 'unused', 'unused']);
  const cardIds = before.data.cards.map((card) => card.cardId);
  const order = await services().orders.findByNo('97', orderNo);
  const providerPaymentId = (await services().payments.find(order?.paymentId ?? ''))?.providerPaymentId ?? '';

  const key = `refund-one-${orderNo}`;
  const request = { buId: '97', orderNo, cardIds: [cardIds[0]], destination: 'payment' as const, reason: 'Wrong card' };
  const first = await operator.call(refundOrder, request, { idempotencyKey: key });
  if (!first.ok) throw new Error(first.error.message);
  expect(first.data.refund).toMatchObject({ kind: 'partial', amount: 10_000, state: 'done', cardIds: [cardIds[0]] });
  expect(first.data.order).toMatchObject({ status: '098', refundableAmount: 20_000 });
  expect(first.data.order.cards.map((card) => card.state)).toEqual(['refunded', 'unused', 'unused']);

  // The member sees the refunded card blocked and empty, the two others whole.
  const cards = await memberCards(cardIds);
  expect(cards.map((card) => [card.balance, card.isBlocked])).toEqual(
    expect.arrayContaining([
      [0, true],
      [10_000, false],
      [10_000, false],
    ]),
  );
  // Unblocking the refunded card does not bring it back: nothing can be spent or loaded on it.
  await member.client.call(updateCard, { custId: member.custId, cardId: String(cardIds[0]), action: 'UnBlock' });
  expect(await services().giftCards.move(cardIds[0], 'L', 500, 'after-refund')).toMatchObject({ outcome: 'inactive' });
  for (const usable of cardIds.slice(1)) {
    expect(await services().giftCards.move(usable, 'P', -1_000, `spent-${usable}`)).toMatchObject({ outcome: 'moved' });
  }
  expect((await providerBook(providerPaymentId)).refundedAmount).toBe(10_000);

  // Replayed twice with the same key: the same refund answers, nothing more is given back.
  for (let replay = 0; replay < 2; replay += 1) {
    const again = await operator.call(refundOrder, request, { idempotencyKey: key });
    expect(again.ok && again.data.refund.refundId).toBe(first.data.refund.refundId);
  }
  // Another key for the same card is refused: a card is refunded once.
  const otherKey = await operator.call(refundOrder, request, { idempotencyKey: `${key}-other` });
  expect(!otherKey.ok && otherKey.error.code).toBe(58072);
  const book = await providerBook(providerPaymentId);
  expect(book).toMatchObject({ capturedAmount: 30_000, refundedAmount: 10_000 });
  expect(book.refunds).toHaveLength(1);

  // The two others were spent from: they are used now and cannot be refunded; the order stays 098.
  const whole = await operator.call(refundOrder, { ...request, cardIds: [] }, { idempotencyKey: `${key}-whole` });
  expect(!whole.ok && whole.error.code).toBe(58072);
  await ledgersAgree(orderNo);

  const events = await db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order?.id ?? 0));
  expect(events.filter((event) => event.event === 'refunded').map((event) => event.amount)).toEqual([10_000]);
  const audited = await db()
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.action, 'refund.partial'), eq(operatorAudit.target, orderNo)));
  expect(audited).toHaveLength(1);
  expect(audited[0]).toMatchObject({ buId: '97', operatorEmail: OPERATORS.ops97 });
}, 120_000);

it('refunds a whole order to the wallet (099): the cards are cancelled and the wallet gets the paid amount', async () => {
  const orderNo = await paidOrderOfThreeCards();
  const { client: operator } = await signedIn(OPERATORS.ops97);
  const walletBefore = (await services().wallets.balanceOf(Number(member.custId), '97')).balance;
  const answer = await operator.call(refundOrder, { buId: '97', orderNo, destination: 'wallet' });
  if (!answer.ok) throw new Error(answer.error.message);
  expect(answer.data.refund).toMatchObject({ kind: 'whole', destination: 'wallet', amount: 30_000, state: 'done' });
  expect(answer.data.order).toMatchObject({ status: '099', refundableAmount: 0 });
  expect(answer.data.order.cards.every((card) => card.state === 'refunded' && card.balance === 0)).toBe(true);
  expect((await services().wallets.balanceOf(Number(member.custId), '97')).balance).toBe(walletBefore + 30_000);
  const again = await operator.call(refundOrder, { buId: '97', orderNo, destination: 'wallet' });
  expect(!again.ok && again.error.code).toBe(58071);
  await ledgersAgree(orderNo);
}, 120_000);

it('refuses an operator of another unit, a customer, and an order that is not paid', async () => {
  const orderNo = await paidOrderOfThreeCards();
  const { client: ops250 } = await signedIn(OPERATORS.ops250);
  const foreign = await ops250.call(refundOrder, { buId: '97', orderNo, destination: 'wallet' });
  expect(!foreign.ok && foreign.error.code).toBe(58050);
  const asCustomer = await member.client.call(getRefundableOrder, { buId: '97', orderNo });
  expect(!asCustomer.ok && asCustomer.error.code).toBe(10094);
  const { client: operator } = await signedIn(OPERATORS.ops97);
  const missing = await operator.call(getRefundableOrder, { buId: '97', orderNo: 'ZZZZZZZZZZZZ' });
  expect(!missing.ok && missing.error.code).toBe(58074);
  expect((await services().orders.findByNo('97', orderNo))?.status).toBe('09');
}, 120_000);
