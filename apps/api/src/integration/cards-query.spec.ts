import { queryCard } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { giftCards } from '../db/schema';
import { generateCardNumber } from '../features/gift-cards/card-number';
import { startTestApi, type TestApi } from '../testing/test-api';
import { cardQuery, issue, REFUSED, wrongPin } from './support/cards-kit';

describe('gift-card calls', () => {
  let api: TestApi;

  const query = cardQuery(() => api);

  beforeAll(async () => {
    api = await startTestApi();
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

    it('refuses missing fields and a refused captcha token; needs no token before any failure', async () => {
      const card = await issue(api, null);
      expect(
        await api
          .client()
          .call(queryCard, { cardNumber: card.cardNumber, pinCode: '', captchaToken: await api.captchaToken() }),
      ).toMatchObject({ ok: false, status: 400, error: { code: 40000, issues: [{ path: 'pinCode' }] } });
      const forged = { cardNumber: card.cardNumber, pinCode: card.pinCode, captchaToken: 'not-a-token' };
      expect(await api.client().call(queryCard, forged)).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 80000 },
      });
      // The captcha is asked for only after failures from the address (decision 0021).
      expect(await api.client().call(queryCard, { cardNumber: card.cardNumber, pinCode: card.pinCode })).toMatchObject({
        ok: true,
        data: { cardBalance: 10000 },
      });
      const [row] = await api.app.shopApi.database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
      expect(row.failedPinCount).toBe(0);
    });
  });
});
