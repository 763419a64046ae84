import { createApiClient, type ApiClient } from '@shop/api-client';
import {
  confirmOrder,
  createOrder,
  getMemberGiftCardsWithProduct,
  openCardLink,
  queryCard,
  type RequestOf,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { giftCards } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits';
import { cardLinkUrl } from '../features/cards/card-link';
import { issueCards, type IssuedCard } from '../features/gift-cards/card-issuer';
import { generateCardNumber } from '../features/gift-cards/card-number';
import { DEMO, GENEROUS, startTestApi, type TestApi } from '../testing/test-api';

/**
 * Strangers who know a card's number guess its PIN over HTTP, from one address and from many (the
 * API trusts X-Forwarded-For here, so each client below has its own address), with the real card
 * limits (DEFAULT_RATE_LIMITS): its holder still checks its balance and pays with it (decision 0018).
 */
let api: TestApi;
const {
  cardFailuresPerClient,
  cardFailuresPerClientBlock,
  cardFailuresPerAccount,
  cardFailuresPerClientOnCard,
  cardFailuresPerCard,
  cardFailuresPerCardPerDay,
} = DEFAULT_RATE_LIMITS;

beforeAll(async () => {
  api = await startTestApi({
    trustProxy: true,
    rateLimits: {
      ...GENEROUS,
      ...{ cardFailuresPerClient, cardFailuresPerClientBlock, cardFailuresPerAccount, cardFailuresPerClientOnCard },
      ...{ cardFailuresPerCard, cardFailuresPerCardPerDay },
    },
  });
});
afterAll(() => api.close());

const REFUSED = { ok: false, status: 400, error: { code: 11001 } };
const LIMITED = { ok: false, status: 429, error: { code: 42900 } };

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

let orders = 0;
async function issue(ownerAccountId: number | null, amount = 30000): Promise<IssuedCard> {
  const { services } = api.app.shopApi;
  orders += 1;
  const [card] = await issueCards(services.db, services, {
    buId: '97',
    orderNo: `GUESS-${orders}`,
    ownerAccountId,
    currency: 'AED',
    lines: [{ lineNo: 1, itemCode: 'MJ-GROCERY-D', amount, qty: 1, validMonths: 12 }],
  });
  return card;
}

const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

const balanceCheck = async (client: ApiClient, card: { cardNumber: string }, pinCode: string) =>
  client.call(queryCard, { cardNumber: card.cardNumber, pinCode, captchaToken: await api.captchaToken() });

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const line: Line = {
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Card Holder',
  senderEmail: 'holder@example.com',
  receiverName: 'Friend',
  receiverEmail: 'friend@example.com',
  message: 'Enjoy',
};

/** createOrder + confirmOrder paying the whole order (AED 100) with the card: what the confirmation answered. */
async function payWith(client: ApiClient, card: IssuedCard, pinCode = card.pinCode) {
  const created = await client.call(createOrder, { orderLines: [line] });
  if (!created.ok) throw new Error(`createOrder: ${created.error.message}`);
  return client.call(confirmOrder, {
    orderNo: created.data.orderNo,
    paymentMean: 'C04',
    couponList: [{ cardNumber: card.cardNumber, pinCode }],
  });
}

const PAID = { ok: true, data: { couponAmount: 10000, orderAmtTot: 0, isPaid: true, status: '09' } };

/** A stranger's wrong PINs, one per address `prefix`.n: the status of each answer. */
async function guessesFromManyAddresses(card: IssuedCard, prefix: string, count: number) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1)
    statuses.push((await balanceCheck(clientAt(`${prefix}.${n}`), card, wrongPin(card.pinCode))).status ?? 0);
  return statuses;
}

const cardRow = async (cardId: number) =>
  (await api.app.shopApi.database.db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0];

describe('a stranger guessing a card it knows the number of', () => {
  it('from one address: gets its own few tries, then 429 even with the right PIN; holders check and pay', async () => {
    const card = await issue(null);
    const stranger = clientAt('203.0.113.1');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await balanceCheck(stranger, card, wrongPin(card.pinCode));
      expect(answer).toMatchObject(attempt < cardFailuresPerClientOnCard.max ? REFUSED : LIMITED);
    }
    expect(await balanceCheck(stranger, card, card.pinCode)).toMatchObject(LIMITED);
    expect(await payWith(stranger, card)).toMatchObject(LIMITED);

    // Holders on addresses that never opened the card: one stranger's address never closes it.
    expect(await balanceCheck(clientAt('198.51.100.1'), card, card.pinCode)).toMatchObject({
      ok: true,
      data: { cardBalance: 30000 },
    });
    expect(await payWith(clientAt('198.51.100.2'), card)).toMatchObject(PAID);
    expect(await cardRow(card.cardId)).toMatchObject({ balance: 20000, failedPinCount: 0, lockedUntil: null });
  });

  it("from many addresses: the card's cap bounds the guesses; its owner and earlier clients still pay", async () => {
    const member = await api.signIn(DEMO.consumer97);
    const card = await issue(Number(member.custId));
    const guest = clientAt('198.51.100.10'); // checked the card's balance before the guessing started
    expect(await balanceCheck(guest, card, card.pinCode)).toMatchObject({ ok: true, data: { cardBalance: 30000 } });

    const statuses = await guessesFromManyAddresses(card, '203.0.113', 50);
    expect(statuses).toEqual([...Array(cardFailuresPerCard.max).fill(400), ...Array(40).fill(429)]);
    expect(await cardRow(card.cardId)).toMatchObject({ failedPinCount: cardFailuresPerCard.max });
    // A client new to the card is refused even with the right PIN while the cap holds: the bound's price.
    expect(await balanceCheck(clientAt('192.0.2.1'), card, card.pinCode)).toMatchObject(LIMITED);
    expect(await payWith(clientAt('192.0.2.2'), card)).toMatchObject(LIMITED);

    expect(await balanceCheck(guest, card, card.pinCode)).toMatchObject({ ok: true, data: { cardBalance: 30000 } });
    expect(await payWith(guest, card)).toMatchObject(PAID);
    const owner = clientAt('192.0.2.3', member.accessToken); // signed in, on an address new to the card
    expect(await balanceCheck(owner, card, card.pinCode)).toMatchObject({ ok: true, data: { cardBalance: 20000 } });
    expect(await payWith(owner, card)).toMatchObject(PAID);
    expect(await cardRow(card.cardId)).toMatchObject({ balance: 10000 });

    // The owner's list tells that strangers are kept out for a while.
    const list = await owner.call(getMemberGiftCardsWithProduct, { custId: member.custId });
    const listed = list.ok && list.data.productList.flatMap((product) => product.cardList);
    expect(listed && listed.find((entry) => entry.cardId === String(card.cardId))).toMatchObject({ isLocked: true });
    api.advance(cardFailuresPerCard.timeWindow);
    expect(await balanceCheck(clientAt('192.0.2.1'), card, card.pinCode)).toMatchObject({ ok: true });
  });

  it('from many addresses at once: the receiver who opened the card link keeps using the card', async () => {
    const card = await issue(null);
    const receiver = clientAt('198.51.100.20');
    const url = await cardLinkUrl(api.app.shopApi.services, '97', card.cardId);
    const opened = await receiver.call(openCardLink, { token: url.slice(url.lastIndexOf('/') + 1) });
    expect(opened).toMatchObject({ ok: true, data: { state: 'active', code: { cardNumber: card.cardNumber } } });

    // 50 addresses at once: the cap holds between replicas' concurrent checks and counts too.
    const tokens = await Promise.all(Array.from({ length: 50 }, () => api.captchaToken()));
    const guesses = await Promise.all(
      tokens.map((captchaToken, n) =>
        clientAt(`203.0.114.${n}`).call(queryCard, {
          cardNumber: card.cardNumber,
          pinCode: wrongPin(card.pinCode),
          captchaToken,
        }),
      ),
    );
    // Never past the cap; a guess whose try another held for a moment may be refused short of it.
    const checked = guesses.filter((answer) => answer.status === 400).length;
    expect(checked).toBeLessThanOrEqual(cardFailuresPerCard.max);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(50 - checked);
    // Any try left under the cap is taken by one more stranger, one after the other.
    for (let n = checked; n < cardFailuresPerCard.max; n += 1) {
      const more = await clientAt(`203.0.116.${n}`).call(queryCard, {
        cardNumber: card.cardNumber,
        pinCode: wrongPin(card.pinCode),
        captchaToken: await api.captchaToken(),
      });
      expect(more.status).toBe(400);
    }
    expect(await balanceCheck(clientAt('192.0.2.4'), card, card.pinCode)).toMatchObject(LIMITED);
    expect(await balanceCheck(receiver, card, card.pinCode)).toMatchObject({ ok: true, data: { cardBalance: 30000 } });
    expect(await payWith(receiver, card)).toMatchObject(PAID);
  });

  it('blocks one client trying many card numbers, whatever the numbers, captcha solved or not', async () => {
    const card = await issue(null);
    const guesser = clientAt('203.0.115.1');
    for (let attempt = 0; attempt < cardFailuresPerClientBlock.max; attempt += 1)
      expect(await balanceCheck(guesser, { cardNumber: generateCardNumber() }, '000000')).toMatchObject(REFUSED);
    expect(await balanceCheck(guesser, card, card.pinCode)).toMatchObject(LIMITED);
    expect((await cardRow(card.cardId)).failedPinCount).toBe(0);
  });
});
