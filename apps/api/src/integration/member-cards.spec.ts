import {
  applyCard,
  cardResend,
  cardTransactions,
  cardValidation,
  getMemberGiftCardsWithProduct,
  importCard,
  updateCard,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { giftCards } from '../db/schema';
import { generateCardNumber } from '../features/gift-cards/card-number';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { cardQuery, issue, NOT_IN_ACCOUNT, REFUSED, wrongPin } from './support/cards-kit';

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
});
