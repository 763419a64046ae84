import { cardTransfer, cancelOrder, confirmOrder, createOrder, updateCard } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { cardLedger, cardTransfers } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { cardQuery, issue, NOT_IN_ACCOUNT, REFUSED } from './support/cards-kit';

describe('gift-card calls', () => {
  let api: TestApi;
  let member: Awaited<ReturnType<TestApi['signIn']>>;
  let accountId: number;

  const query = cardQuery(() => api);

  beforeAll(async () => {
    api = await startTestApi();
  });
  // A fresh session per test: some tests move the clock past a session's life.
  beforeEach(async () => {
    member = await api.signIn(DEMO.consumer97);
    accountId = Number(member.custId);
  });
  afterAll(() => api.close());

  describe('cardTransfer', () => {
    const transfer = (cardId: number, receiverEmail: string, idempotencyKey?: string) =>
      member.client.call(
        cardTransfer,
        { custId: member.custId, cardId: String(cardId), receiverEmail },
        idempotencyKey ? { idempotencyKey } : undefined,
      );

    it('retires the card and emails the receiver a new number and PIN holding its balance', async () => {
      const card = await issue(api, accountId, { amount: 8000 });
      await api.app.shopApi.services.giftCards.move(card.cardId, 'P', -500, 'ORDER-X');
      expect(await transfer(card.cardId, 'Friend@Example.com')).toEqual({
        ok: true,
        status: 200,
        data: { transferStatus: '03', receiverEmail: 'friend@example.com', amount: 7500, currency: 'AED' },
      });
      expect(await query(card.cardNumber, card.pinCode)).toEqual(REFUSED);

      const [mail] = await api.outbox('friend@example.com');
      expect(mail.subject).toBe('You have received a gift card');
      const number = mail.body.match(/Card number: (\d{16})/)?.[1] ?? '';
      const pin = mail.body.match(/PIN code: (\d{6})/)?.[1] ?? '';
      expect(number).not.toBe(card.cardNumber);
      expect(await query(number, pin)).toMatchObject({
        ok: true,
        data: { cardBalance: 7500, expiresAt: card.expiresAt.toISOString() },
      });

      const { db } = api.app.shopApi.database;
      const [record] = await db.select().from(cardTransfers).where(eq(cardTransfers.fromCardId, card.cardId));
      expect(record).toMatchObject({ status: '03', amount: 7500, receiverEmail: 'friend@example.com' });
      const out = await db.select().from(cardLedger).where(eq(cardLedger.cardId, card.cardId));
      const into = await db
        .select()
        .from(cardLedger)
        .where(eq(cardLedger.cardId, record.toCardId ?? 0));
      expect(out.at(-1)).toMatchObject({ type: 'P', amount: -7500, balanceAfter: 0, reference: record.reference });
      expect(into).toMatchObject([{ type: 'I', amount: 7500, reference: record.reference }]);
      expect(await transfer(card.cardId, 'friend@example.com')).toEqual(NOT_IN_ACCOUNT);
    });

    it('waits until an unfinished order the card pays is paid or cancelled, so its give-back is not lost', async () => {
      const card = await issue(api, accountId, { amount: 6000 });
      const line = {
        itemCode: 'MJ-GROCERY-D',
        amount: 10000,
        qty: 1,
        deliverType: 'Email' as const,
        senderName: 'Layla Haddad',
        senderEmail: 'layla.haddad@example.com',
        receiverName: 'Omar Farouk',
        receiverEmail: 'held.receiver@example.com',
      };
      const created = await member.client.call(createOrder, { custId: member.custId, orderLines: [line] });
      if (!created.ok) throw new Error(created.error.message);
      const { orderNo } = created.data;
      const confirmed = await member.client.call(confirmOrder, {
        orderNo,
        paymentMean: 'C04',
        couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
      });
      expect(confirmed).toMatchObject({ ok: true, data: { couponAmount: 6000, isPaid: false } });
      // Topped up meanwhile, so it has a balance to give away while the order still holds 6000 of it.
      await api.app.shopApi.services.giftCards.move(card.cardId, 'L', 3000, `top-up-${orderNo}`);

      expect(await transfer(card.cardId, 'held.friend@example.com')).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 11011 },
      });
      expect(await query(card.cardNumber, card.pinCode)).toMatchObject({ ok: true, data: { cardBalance: 3000 } });

      expect(await member.client.call(cancelOrder, { orderNo })).toMatchObject({ ok: true });
      expect(await transfer(card.cardId, 'held.friend@example.com')).toMatchObject({
        ok: true,
        data: { transferStatus: '03', amount: 9000 },
      });
    });

    it('moves once when the same call is replayed, also concurrently', async () => {
      const card = await issue(api, accountId, { amount: 6000 });
      const key = 'transfer-replay-0001';
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => transfer(card.cardId, 'cousin@example.com', key)),
      );
      for (const answer of answers) {
        if (answer.ok) expect(answer.data).toMatchObject({ transferStatus: '03', amount: 6000 });
        else expect(answer).toMatchObject({ status: 409, error: { code: 40902 } });
      }
      expect(await transfer(card.cardId, 'cousin@example.com', key)).toMatchObject({
        ok: true,
        data: { amount: 6000 },
      });
      const { db } = api.app.shopApi.database;
      expect(await db.select().from(cardTransfers).where(eq(cardTransfers.fromCardId, card.cardId))).toHaveLength(1);
      expect(await api.outbox('cousin@example.com')).toHaveLength(1);
      const moves = await db.select().from(cardLedger).where(eq(cardLedger.cardId, card.cardId));
      expect(moves.map((move) => move.type)).toEqual(['I', 'P']);
    });

    it('gives the card to one receiver when transfers with different keys race', async () => {
      const card = await issue(api, accountId, { amount: 4000 });
      const answers = await Promise.all(
        ['race-a@example.com', 'race-b@example.com', 'race-c@example.com'].map((email) => transfer(card.cardId, email)),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      for (const answer of answers.filter((one) => !one.ok)) expect(answer).toEqual(NOT_IN_ACCOUNT);
    });

    it('refuses bad input, a blocked, empty or foreign card, and the sender as receiver; nothing moves', async () => {
      const card = await issue(api, accountId, { amount: 1000 });
      const ledger = () =>
        api.app.shopApi.database.db.select().from(cardLedger).where(eq(cardLedger.cardId, card.cardId));
      expect(await transfer(card.cardId, 'not-an-email')).toMatchObject({ status: 400, error: { code: 40000 } });
      expect(await transfer(card.cardId, DEMO.consumer97)).toMatchObject({ status: 400, error: { code: 11010 } });
      await member.client.call(updateCard, { custId: member.custId, cardId: String(card.cardId), action: 'Block' });
      expect(await transfer(card.cardId, 'friend2@example.com')).toMatchObject({ status: 400, error: { code: 11002 } });
      await member.client.call(updateCard, { custId: member.custId, cardId: String(card.cardId), action: 'UnBlock' });
      await api.app.shopApi.services.giftCards.move(card.cardId, 'P', -1000, 'ORDER-EMPTY');
      expect(await transfer(card.cardId, 'friend2@example.com')).toMatchObject({ status: 400, error: { code: 11004 } });
      const stranger = await issue(api, null);
      expect(await transfer(stranger.cardId, 'friend2@example.com')).toEqual(NOT_IN_ACCOUNT);
      expect((await ledger()).map((move) => move.type)).toEqual(['I', 'P']);
      expect(await api.outbox('friend2@example.com')).toEqual([]);
    });
  });
});
