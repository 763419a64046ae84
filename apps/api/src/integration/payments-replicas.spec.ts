import { createApiClient, type ApiClient } from '@shop/api-client';
import { confirmOrder, createOrder, createPayment, paymentFinalisation, paymentInitToken } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { giftCards, outbox, payments } from '../db/schema';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { createTestDatabase } from '../testing/test-database';
import { cardFields, startPaymentSandbox, submitForm, TEST_CARD, type RunningSandbox } from './payments-sandbox';

/**
 * One paid order's return replayed at once against two API processes sharing one PostgreSQL database
 * (TEST_DATABASE_URL; PGlite has one process per database, so this runs on PostgreSQL only): the
 * order is paid once, its cards issued once and emailed once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('one payment return replayed on two API processes', () => {
  let sandbox: RunningSandbox;
  let replicas: ApiProcess[] = [];
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
    const database = await createTestDatabase();
    if (database.location.kind !== 'postgres') throw new Error('PostgreSQL expected');
    url = database.location.url;
    drop = database.drop;
    // The first process migrates and seeds; the second starts on the ready database.
    replicas = [await startApiProcess({ databaseUrl: url })];
    replicas.push(await startApiProcess({ databaseUrl: url }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await sandbox?.stop();
    await drop?.();
  });

  const guestOf = (replica: ApiProcess): ApiClient =>
    createApiClient({ baseUrl: replica.baseUrl, buId: () => '97', language: () => 'en' });

  it('confirms once and issues the cards once', async () => {
    const guest = guestOf(replicas[0]);
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
        guestOf(replicas[index % 2]).call(paymentFinalisation, { callBackUrl, buId: '97' }),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.ok && answer.data))).size).toBe(1);

    const database = await openDatabase({ kind: 'postgres', url });
    try {
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
    } finally {
      await database.close();
    }
  }, 120_000);
});
