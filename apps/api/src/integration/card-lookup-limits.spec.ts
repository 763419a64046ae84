import { createApiClient, type ApiClient } from '@shop/api-client';
import { confirmOrder, createOrder, importCard, openCardLink, queryCard, type RequestOf } from '@shop/contracts';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits';
import { cardLinkUrl } from '../features/cards/card-link';
import { generateCardNumber } from '../features/gift-cards/card-number';
import { DEMO, GENEROUS, startTestApi, type TestApi } from '../testing/test-api';
import { issue, REFUSED, wrongPin } from './support/cards-kit';

/**
 * Gift-card look-ups from one client address shared by many people (an office, a carrier's NAT), with
 * the real card limits (DEFAULT_RATE_LIMITS, decision 0021): past a few failures the address is asked
 * for the captcha, a solved one goes on; far beyond, the address is blocked with the real time left.
 * The API trusts X-Forwarded-For here, so each client below has its own address.
 */
let api: TestApi;
const { cardFailuresPerClient, cardFailuresPerClientBlock, cardFailuresPerAccount } = DEFAULT_RATE_LIMITS;
const { cardFailuresPerClientOnCard, cardFailuresPerCard, cardFailuresPerCardPerDay } = DEFAULT_RATE_LIMITS;

beforeAll(async () => {
  api = await startTestApi({
    trustProxy: true,
    rateLimits: {
      ...GENEROUS,
      ...{ cardFailuresPerClient, cardFailuresPerClientBlock, cardFailuresPerAccount },
      ...{ cardFailuresPerClientOnCard, cardFailuresPerCard, cardFailuresPerCardPerDay },
    },
  });
});
afterAll(() => api.close());
beforeEach(() => api.advance(2 * 24 * 60 * 60_000)); // every window of the previous test has ended

const CAPTCHA_ASKED = { ok: false, status: 400, error: { code: 80000, issues: [{ path: 'captchaToken' }] } };
const MINUTE = 60_000;

/** A client of unit 97 whose requests come from `address`, optionally signed in. */
function clientAt(address: string, accessToken: string | null = null): ApiClient {
  return createApiClient({
    baseUrl: api.baseUrl,
    buId: () => '97',
    language: () => 'en',
    accessToken: () => accessToken,
    now: () => api.app.shopApi.services.now(),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Forwarded-For', address);
      return fetch(input, { ...init, headers });
    },
  });
}

/** A balance check as the page first sends it: no captcha token. */
const lookUp = (client: ApiClient, cardNumber: string, pinCode: string) =>
  client.call(queryCard, { cardNumber, pinCode });

/** A balance check with a solved captcha (the test provider's token, as the page's widget gets it). */
const lookUpSolved = async (client: ApiClient, cardNumber: string, pinCode: string) =>
  client.call(queryCard, { cardNumber, pinCode, captchaToken: await api.captchaToken() });

/** Failed look-ups of unknown numbers from one client, without a captcha until it is asked for. */
async function failFrom(client: ApiClient, count: number) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const solver = attempt < cardFailuresPerClient.max ? lookUp : lookUpSolved;
    expect(await solver(client, generateCardNumber(), '000000')).toMatchObject(REFUSED);
  }
}

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const line: Line = {
  itemCode: 'MJ-GROCERY-D',
  amount: 5000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Card Holder',
  senderEmail: 'holder@example.com',
  receiverName: 'Friend',
  receiverEmail: 'friend@example.com',
  message: 'Enjoy',
};

/** createOrder + confirmOrder paying the order (AED 50) with the card: what the confirmation answered. */
async function payWith(client: ApiClient, card: { cardNumber: string; pinCode: string }) {
  const created = await client.call(createOrder, { orderLines: [line] });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  return client.call(confirmOrder, {
    orderNo: created.data.orderNo,
    paymentMean: 'C04',
    couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
  });
}

describe('gift-card look-ups from one shared address', () => {
  it('needs no captcha before failures, asks for it past the soft limit, and a solved one passes', async () => {
    const office = '198.51.100.40';
    const card = await issue(api, null);
    expect(await lookUp(clientAt(office), card.cardNumber, card.pinCode)).toMatchObject({ ok: true });

    await failFrom(clientAt(office), cardFailuresPerClient.max);
    // Another buyer at the same address with a right card: asked for the captcha, not refused.
    const buyer = clientAt(office);
    expect(await lookUp(buyer, card.cardNumber, card.pinCode)).toMatchObject(CAPTCHA_ASKED);
    expect(await lookUpSolved(buyer, card.cardNumber, card.pinCode)).toMatchObject({
      ok: true,
      data: { cardBalance: 10000 },
    });
    // Asked again without one while the window lasts; a forged token is refused, not asked for.
    expect(await lookUp(buyer, card.cardNumber, card.pinCode)).toMatchObject(CAPTCHA_ASKED);
    const forged = await buyer.call(queryCard, { ...card, captchaToken: 'forged' });
    expect(forged).toMatchObject({ ok: false, status: 400, error: { code: 80000 } });
    expect(forged.ok === false && forged.error.issues).toBeFalsy();
    // Other addresses never see the office's failures; the office's soft window ends on its own.
    expect(await lookUp(clientAt('198.51.100.41'), card.cardNumber, card.pinCode)).toMatchObject({ ok: true });
    api.advance(cardFailuresPerClient.timeWindow);
    expect(await lookUp(buyer, card.cardNumber, card.pinCode)).toMatchObject({ ok: true });
  });

  it('blocks the address far beyond, captcha or not, saying the real time left', async () => {
    const carrier = '203.0.113.60';
    const card = await issue(api, null);
    await failFrom(clientAt(carrier), cardFailuresPerClientBlock.max);
    const blocked = {
      ok: false,
      status: 429,
      error: { code: 42900, retryAfter: 60 * 60, message: expect.stringContaining('Retry in 60 minutes.') },
    };
    expect(await lookUpSolved(clientAt(carrier), card.cardNumber, card.pinCode)).toMatchObject(blocked);

    // The time left follows the counter's window, not a fixed text.
    api.advance(42 * MINUTE + 30_000);
    expect(await lookUpSolved(clientAt(carrier), card.cardNumber, card.pinCode)).toMatchObject({
      status: 429,
      error: { retryAfter: 17 * 60 + 30, message: expect.stringContaining('Retry in 18 minutes.') },
    });
    api.advance(17 * MINUTE);
    expect(await lookUpSolved(clientAt(carrier), card.cardNumber, card.pinCode)).toMatchObject({
      status: 429,
      error: { retryAfter: 30, message: expect.stringContaining('Retry in 30 seconds.') },
    });
    // Elsewhere the card opens; at the address once the window has ended.
    expect(await lookUp(clientAt('198.51.100.61'), card.cardNumber, card.pinCode)).toMatchObject({ ok: true });
    api.advance(30_000);
    expect(await lookUpSolved(clientAt(carrier), card.cardNumber, card.pinCode)).toMatchObject({ ok: true });
  });

  it('keeps the per-card lock: a guesser with a solved captcha is refused on the card, its holder is not', async () => {
    const card = await issue(api, null);
    const guesser = clientAt('203.0.113.70');
    for (let attempt = 0; attempt < cardFailuresPerClientOnCard.max; attempt += 1) {
      const solver = attempt < cardFailuresPerClient.max ? lookUp : lookUpSolved;
      expect(await solver(guesser, card.cardNumber, wrongPin(card.pinCode))).toMatchObject(REFUSED);
    }
    const locked = { ok: false, status: 429, error: { code: 42900, retryAfter: 24 * 60 * 60 } };
    expect(await lookUpSolved(guesser, card.cardNumber, card.pinCode)).toMatchObject(locked);
    // Its other look-ups go on with a captcha; the card's holder elsewhere checks it without one.
    const other = await issue(api, null);
    expect(await lookUpSolved(guesser, other.cardNumber, other.pinCode)).toMatchObject({ ok: true });
    expect(await lookUp(clientAt('198.51.100.71'), card.cardNumber, card.pinCode)).toMatchObject({
      ok: true,
      data: { cardBalance: 10000 },
    });
  });

  it('past the soft limit, calls without a captcha go on for the holder, the signed-in and real links', async () => {
    const shop = '198.51.100.80';
    const checkedAtCheckout = await issue(api, null);
    const neverChecked = await issue(api, null);
    const buyer = clientAt(shop);
    await failFrom(clientAt(shop), cardFailuresPerClient.max);

    // The checkout's look-up (captcha asked and solved) makes the address one of the card's holder's clients.
    expect(await lookUp(buyer, checkedAtCheckout.cardNumber, checkedAtCheckout.pinCode)).toMatchObject(CAPTCHA_ASKED);
    expect(await lookUpSolved(buyer, checkedAtCheckout.cardNumber, checkedAtCheckout.pinCode)).toMatchObject({
      ok: true,
    });
    expect(await payWith(buyer, checkedAtCheckout)).toMatchObject({ ok: true, data: { isPaid: true } });
    // A guest's confirmation with a card never shown here is refused with the soft window's time left.
    expect(await payWith(buyer, neverChecked)).toMatchObject({
      ok: false,
      status: 429,
      error: { code: 42900, retryAfter: 15 * 60 },
    });

    // A signed-in member importing a card: the account's own limit holds, not the shared address's.
    const member = await api.signIn(DEMO.consumer97);
    const imported = await clientAt(shop, member.accessToken).call(importCard, {
      custId: member.custId,
      cardNumber: neverChecked.cardNumber,
      pinCode: neverChecked.pinCode,
    });
    expect(imported).toMatchObject({ ok: true });

    // A card link carries no captcha and cannot be guessed: the soft limit does not refuse it.
    const linked = await issue(api, null);
    const url = await cardLinkUrl(api.app.shopApi.services, '97', linked.cardId);
    const opened = await buyer.call(openCardLink, { token: url.slice(url.lastIndexOf('/') + 1) });
    expect(opened).toMatchObject({ ok: true, data: { state: 'active' } });
  });
});
