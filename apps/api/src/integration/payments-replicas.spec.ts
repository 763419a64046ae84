import { createApiClient, type ApiClient } from '@shop/api-client';
import { confirmOrder, createOrder, createPayment, paymentFinalisation, paymentInitToken } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftCards, outbox, payments } from '../db/schema';
import { startReplicaApis, type ReplicaApis } from '../testing/replica-apis';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * One paid order's return replayed at once on two API processes sharing one PostgreSQL database
 * (TEST_DATABASE_URL), as two replicas would get it; PGlite has one process per database, so there the
 * replays all go to one API. The order is paid once, its cards issued once and emailed once.
 */
describe('one payment return replayed on two API processes', () => {
  let sandbox: RunningSandbox;
  let replicas: ReplicaApis;
  let baseUrls: string[] = [];
  let database: Database;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
    replicas = await startReplicaApis();
    ({ baseUrls, database } = replicas);
  }, 120_000);
  afterAll(async () => {
    await replicas?.close();
    await sandbox?.stop();
  });

  const guestOf = (baseUrl: string): ApiClient => createApiClient({ baseUrl, buId: () => '97', language: () => 'en' });

  it('confirms once and issues the cards once', async () => {
    const guest = guestOf(baseUrls[0]);
    const receiverEmail = 'replicas-receiver@example.com';
    const created = await guest.call(createOrder, {
      orderLines: [
        {
          itemCode: 'MJ-GROCERY-D',
          amount: 10_000,
          qty: 2,
          deliverType: 'Email',
          senderName: 'Guest Buyer',
          senderEmail: 'replicas-buyer@example.com',
          receiverName: 'Receiver Person',
          receiverEmail,
        },
      ],
    });
    if (!created.ok) throw new Error(created.error.message);
    const { orderNo } = created.data;
    const confirmed = await guest.call(confirmOrder, { orderNo, paymentMean: 'C04' });
    if (!confirmed.ok) throw new Error(confirmed.error.message);
    const token = await guest.call(paymentInitToken, {});
    if (!token.ok) throw new Error(token.error.message);
    const payment = await guest.call(createPayment, { orderNo, paymentMethod: 'C04', csrfToken: token.data.csrfToken });
    if (!payment.ok) throw new Error(payment.error.message);
    const paid = await submitForm(payment.data.redirectUrl, cardFields(TEST_CARD.success));
    const callBackUrl = paid.location as string;

    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        guestOf(baseUrls[index % 2]).call(paymentFinalisation, { callBackUrl, buId: '97' }),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.ok && answer.data))).size).toBe(1);

    const count = sql<number>`count(*)::int`;
    const [cards] = await database.db.select({ count }).from(giftCards).where(eq(giftCards.orderNo, orderNo));
    const [emails] = await database.db.select({ count }).from(outbox).where(eq(outbox.recipient, receiverEmail));
    const states = await database.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.reference, orderNo));
    expect({ cards: cards.count, emails: emails.count, states }).toEqual({
      cards: 2,
      emails: 2,
      states: [{ state: 'succeeded' }],
    });
  }, 120_000);
});
