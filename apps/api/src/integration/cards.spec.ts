import {
  applyCard,
  cardResend,
  cardTransactions,
  cardTransfer,
  cardValidation,
  cancelOrder,
  confirmOrder,
  createOrder,
  getMemberGiftCardsWithProduct,
  importCard,
  queryCard,
  updateCard,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { cardLedger, cardTransfers, giftCards } from '../db/schema';
import { issueCards, type IssuedCard } from '../features/gift-cards/card-issuer';
import { generateCardNumber } from '../features/gift-cards/card-number';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

const REFUSED = {
  ok: false,
  status: 400,
  error: {
    code: 11001,
    message: 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
  },
};
const NOT_IN_ACCOUNT = { ok: false, status: 404, error: { code: 11007, message: 'This card is not in your account.' } };

/** A PIN that is not the card's. */
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

/** Issues one card of unit 97 the way a confirmed order does. */
let orders = 0;
async function issue(
  api: TestApi,
  ownerAccountId: number | null,
  { itemCode = 'MJ-GROCERY-D', amount = 10000, validMonths = 12 } = {},
): Promise<IssuedCard> {
  const { services } = api.app.shopApi;
  orders += 1;
  const [card] = await issueCards(services.db, services, {
    buId: '97',
    orderNo: `TEST-${orders}`,
    ownerAccountId,
    currency: 'AED',
    lines: [{ lineNo: 1, itemCode, amount, qty: 1, validMonths }],
  });
  return card;
}

describe('gift-card calls', () => {
  let api: TestApi;
  let member: Awaited<ReturnType<TestApi['signIn']>>;
  let accountId: number;

  const query = async (
    cardNumber: string,
    pinCode: string,
    cartList: { itemCode: string }[] = [],
    client = api.client(),
  ) => client.call(queryCard, { cardNumber, pinCode, cartList, captchaToken: await api.captchaToken() });

  beforeAll(async () => {
    api = await startTestApi();
  });
  // A fresh session per test: some tests move the clock past a session's life.
  beforeEach(async () => {
    member = await api.signIn(DEMO.consumer97);
    accountId = Number(member.custId);
  });
  afterAll(() => api.close());

  describe('queryCard (v5)', () => {
    it("answers the balance, the masked number and what the card pays for, for the cart's lines", async () => {
      const card = await issue(api, null);
      const typed = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
      expect(await query(typed, card.pinCode, [{ itemCode: 'MJ-TECH-D' }])).toEqual({
        ok: true,
        status: 200,
        data: {
          cardNumber: `************${card.cardNumber.slice(-4)}`,
          cardBalance: 10000,
          currency: 'AED',
          isAllowPartialRedeem: true,
          subPayDesc: '',
          suitedItemCode: [],
          isThirdPartyCoupon: false,
          expiresAt: card.expiresAt.toISOString(),
        },
      });
    });

    it("limits a third-party brand's card to its product: 11018 'Removed coupon' for a cart without it", async () => {
      const card = await issue(api, null, { itemCode: 'MJ-CAFE-D', amount: 2500, validMonths: 6 });
      const suited = await query(card.cardNumber, card.pinCode, [{ itemCode: 'MJ-CAFE-D' }]);
      expect(suited).toMatchObject({ ok: true, data: { suitedItemCode: [{ itemCode: 'MJ-CAFE-D' }] } });
      expect(suited.ok && suited.data.subPayDesc).toBeTruthy();
      expect(await query(card.cardNumber, card.pinCode, [{ itemCode: 'MJ-GROCERY-D' }])).toEqual({
        ok: false,
        status: 400,
        error: { code: 11018, message: 'Removed coupon' },
      });
    });

    it("answers 'Insufficient Card Balance' for an empty card in a cart", async () => {
      const card = await issue(api, null, { amount: 3000 });
      await api.app.shopApi.services.giftCards.move(card.cardId, 'P', -3000, 'ORDER-1');
      expect(await query(card.cardNumber, card.pinCode, [{ itemCode: 'MJ-GROCERY-D' }])).toEqual({
        ok: false,
        status: 400,
        error: { code: 11004, message: 'Insufficient Card Balance' },
      });
      expect(await query(card.cardNumber, card.pinCode)).toMatchObject({ ok: true, data: { cardBalance: 0 } });
    });

    it('answers a wrong number and a wrong PIN identically', async () => {
      const card = await issue(api, null);
      const unknown = await query(generateCardNumber(), card.pinCode);
      const wrong = await query(card.cardNumber, wrongPin(card.pinCode));
      const malformed = await query('1234 5678', card.pinCode);
      expect(unknown).toEqual(REFUSED);
      expect(JSON.stringify(wrong)).toBe(JSON.stringify(unknown));
      expect(JSON.stringify(malformed)).toBe(JSON.stringify(unknown));
    });

    it('refuses an expired card once its PIN is right (validMonths)', async () => {
      const card = await issue(api, null, { validMonths: 1 });
      api.advance(32 * 24 * 60 * 60 * 1000);
      expect(await query(card.cardNumber, card.pinCode)).toEqual({
        ok: false,
        status: 400,
        error: { code: 11003, message: 'This card has expired.' },
      });
    });

    it('refuses missing fields and a missing captcha with clear errors', async () => {
      const card = await issue(api, null);
      expect(
        await api
          .client()
          .call(queryCard, { cardNumber: card.cardNumber, pinCode: '', captchaToken: await api.captchaToken() }),
      ).toMatchObject({ ok: false, status: 400, error: { code: 40000, issues: [{ path: 'pinCode' }] } });
      expect(await api.client().call(queryCard, { cardNumber: card.cardNumber, pinCode: card.pinCode })).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 80000, issues: [{ path: 'captchaToken' }] },
      });
      const [row] = await api.app.shopApi.database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
      expect(row.failedPinCount).toBe(0);
    });
  });

  describe('the member cards', () => {
    it('lists the member cards by product, numbers masked, with balance, expiry and states', async () => {
      const own = await issue(api, accountId, { itemCode: 'MJ-GROCERY-D', amount: 5000 });
      const other = await issue(api, null);
      const result = await member.client.call(getMemberGiftCardsWithProduct, { custId: member.custId });
      if (!result.ok) throw new Error(result.error.message);
      const grocery = result.data.productList.find((product) => product.itemCode === 'MJ-GROCERY-D');
      expect(grocery).toMatchObject({ isReloadable: true, transferMode: 'EMAIL', productName: expect.any(String) });
      expect(grocery?.cardList).toContainEqual({
        cardId: String(own.cardId),
        cardNumber: `************${own.cardNumber.slice(-4)}`,
        balance: 5000,
        currency: 'AED',
        expiry: own.expiresAt.toISOString(),
        isExpired: false,
        isBlocked: false,
        isLocked: false,
        cardState: 'new',
        purchaseDate: expect.any(String),
        // Issued directly by the test, not by a paid order: nothing was delivered.
        deliveries: [],
      });
      const ids = result.data.productList.flatMap((product) => product.cardList.map((card) => card.cardId));
      expect(ids).not.toContain(String(other.cardId));
      expect(JSON.stringify(result.data)).not.toContain(own.cardNumber);
    });

    it('updateCard blocks, unblocks and marks used or new, for the owner only', async () => {
      const card = await issue(api, accountId);
      const update = (action: 'Block' | 'UnBlock' | 'NEW' | 'USED', cardId = String(card.cardId)) =>
        member.client.call(updateCard, { custId: member.custId, cardId, action });
      expect(await update('Block')).toMatchObject({ ok: true, data: { isBlocked: true } });
      expect(await query(card.cardNumber, card.pinCode)).toMatchObject({ status: 400, error: { code: 11002 } });
      expect(await update('UnBlock')).toMatchObject({ ok: true, data: { isBlocked: false } });
      expect(await update('USED')).toMatchObject({ ok: true, data: { cardState: 'used' } });
      expect(await update('NEW')).toMatchObject({ ok: true, data: { cardState: 'new' } });
      const stranger = await issue(api, null);
      expect(await update('Block', String(stranger.cardId))).toEqual(NOT_IN_ACCOUNT);
      expect(await update('Block', '999999999')).toEqual(NOT_IN_ACCOUNT);
      expect(
        await member.client.call(updateCard, {
          custId: member.custId,
          cardId: String(card.cardId),
          action: 'Burn' as never,
        }),
      ).toMatchObject({
        status: 400,
        error: { code: 40000 },
      });
      const [row] = await api.app.shopApi.database.db.select().from(giftCards).where(eq(giftCards.id, stranger.cardId));
      expect(row.isBlocked).toBe(false);
    });

    it("applyCard answers the member's own card as a coupon without its PIN", async () => {
      const card = await issue(api, accountId, { amount: 7000 });
      expect(
        await member.client.call(applyCard, {
          custId: member.custId,
          cardId: String(card.cardId),
          cartList: [{ itemCode: 'MJ-TECH-D' }],
        }),
      ).toMatchObject({
        ok: true,
        data: {
          cardId: String(card.cardId),
          cardBalance: 7000,
          cardNumber: `************${card.cardNumber.slice(-4)}`,
        },
      });
      const stranger = await issue(api, null);
      expect(await member.client.call(applyCard, { custId: member.custId, cardId: String(stranger.cardId) })).toEqual(
        NOT_IN_ACCOUNT,
      );
    });

    it('cardValidation needs no PIN only for the caller own cards', async () => {
      const own = await issue(api, accountId);
      const stranger = await issue(api, null);
      const validate = (cardNumber: string, client = member.client, custId: string | undefined = member.custId) =>
        client.call(cardValidation, { custId, cardNumber });
      expect(await validate(own.cardNumber)).toEqual({ ok: true, status: 200, data: { isNeedPincode: false } });
      expect(await validate(stranger.cardNumber)).toMatchObject({ data: { isNeedPincode: true } });
      expect(await validate(generateCardNumber())).toMatchObject({ data: { isNeedPincode: true } });
      expect(await api.client().call(cardValidation, { cardNumber: own.cardNumber })).toMatchObject({
        data: { isNeedPincode: true },
      });
    });

    it('importCard adds a card by number and PIN, activates the account, refuses others and wrong PINs', async () => {
      const other = await api.signIn(DEMO.unvalidated97);
      const card = await issue(api, null);
      const call = (pinCode: string, cardNumber = card.cardNumber, client = other.client, custId = other.custId) =>
        client.call(importCard, { custId, cardNumber, pinCode });
      expect(await call(wrongPin(card.pinCode))).toEqual(REFUSED);
      expect(await call(card.pinCode)).toEqual({
        ok: true,
        status: 200,
        data: { cardId: String(card.cardId), isActivateAccount: 1 },
      });
      expect(await call(card.pinCode)).toMatchObject({ ok: true });
      expect(await call(card.pinCode, card.cardNumber, member.client, member.custId)).toEqual({
        ok: false,
        status: 409,
        error: { code: 11008, message: 'This card is already in another account.' },
      });
      expect(await call('')).toMatchObject({ status: 400, error: { code: 40000, issues: [{ path: 'pinCode' }] } });
    });

    it('cardResend sends the number and PIN again to the receiver, for the owner only', async () => {
      const card = await issue(api, accountId);
      const resend = (receiverEmail: string, cardId = String(card.cardId)) =>
        member.client.call(cardResend, { custId: member.custId, cardId, receiverEmail });
      expect(await resend('Aunt.Mona@Example.com')).toEqual({
        ok: true,
        status: 200,
        data: { receiverEmail: 'aunt.mona@example.com' },
      });
      const [mail] = await api.outbox('aunt.mona@example.com');
      expect(mail.subject).toBe('Your gift card');
      expect(mail.body).toContain(card.cardNumber);
      expect(mail.body).toContain(card.pinCode);
      expect(await resend('not-an-email')).toMatchObject({ status: 400, error: { code: 40000 } });
      const stranger = await issue(api, null);
      expect(await resend('thief@example.com', String(stranger.cardId))).toEqual(NOT_IN_ACCOUNT);
      expect(await api.outbox('thief@example.com')).toEqual([]);
    });

    it('transactions pages the ledger of a member card, newest first', async () => {
      const card = await issue(api, accountId, { amount: 50000 });
      const { giftCards: store } = api.app.shopApi.services;
      for (let index = 1; index <= 21; index += 1) await store.move(card.cardId, 'P', -100, `ORDER-T${index}`);
      const page = (number: number) =>
        member.client.call(cardTransactions, { custId: member.custId, cardId: String(card.cardId), page: number });
      const first = await page(1);
      expect(first).toMatchObject({ ok: true, data: { totalCount: 22 } });
      if (!first.ok) return;
      expect(first.data.transactionList).toHaveLength(20);
      expect(first.data.transactionList[0]).toMatchObject({
        type: 'P',
        amount: -100,
        balanceAfter: 47900,
        reference: 'ORDER-T21',
      });
      expect(await page(2)).toMatchObject({
        data: { totalCount: 22, transactionList: [{ reference: 'ORDER-T1' }, { type: 'I', amount: 50000 }] },
      });
      const stranger = await issue(api, null);
      expect(
        await member.client.call(cardTransactions, { custId: member.custId, cardId: String(stranger.cardId) }),
      ).toEqual(NOT_IN_ACCOUNT);
      expect(await page(0)).toMatchObject({ status: 400, error: { code: 40000 } });
    });
  });

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
