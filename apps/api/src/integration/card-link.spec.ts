import { cardTransfer, confirmOrder, createOrder, openCardLink, updateCard, type RequestOf } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { accounts } from '../db/schema';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rate-limits';
import { cardLinkUrl } from '../features/cards/card-link';
import type { GiftCard } from '../features/gift-cards/gift-card-store';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';

const NOT_FOUND = {
  ok: false,
  status: 404,
  error: { code: 11012, message: 'This card link is not valid. Please check the link you received.' },
};

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const line = (overrides: Partial<Line> = {}): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail: 'layla.haddad@example.com',
  receiverName: 'Omar Farouk',
  receiverEmail: 'omar.farouk@example.com',
  ...overrides,
});
const physicalLine = (): Line =>
  line({
    itemCode: 'MJ-GROCERY-P',
    letterTypeId: 2,
    receiverAddress: 'Villa 12, Street 5',
    receiverCity: 'Dubai',
    receiverZipCode: '00000',
    receiverCountryCode: 'AE',
  });

let api: TestApi;
let member: Awaited<ReturnType<TestApi['signIn']>>;
const tight: Partial<RateLimitSettings> = {
  // A link carries no captcha: only the address's block refuses it (0021).
  cardFailuresPerClientBlock: { max: 12, timeWindow: 15 * 60_000 },
  cardFailuresPerCard: { max: 6, timeWindow: 60 * 60_000 },
};

beforeAll(async () => {
  const generous = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 10_000, timeWindow: 60_000 }]),
  ) as RateLimitSettings;
  api = await startTestApi({ rateLimits: { ...generous, ...tight } });
  member = await api.signIn(DEMO.consumer97);
});
afterAll(() => api.close());

const services = () => api.app.shopApi.services;
const db = () => api.app.shopApi.database.db;

/** Buys cards as the demo member, paid from the wallet, and answers the order's issued cards. */
let orders = 0;
async function bought(lines: Line[]): Promise<GiftCard[]> {
  const created = await member.client.call(createOrder, { orderLines: lines });
  if (!created.ok) throw new Error(`order refused: ${JSON.stringify(created.error)}`);
  const { orderNo } = created.data;
  const [account] = await db().select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
  orders += 1;
  await services().wallets.credit(db(), account.id, '97', 1_000_000, `card-link-test-${orders}`, 'L');
  const paid = await member.client.call(confirmOrder, { orderNo, paymentMean: 'C04', useWallet: true });
  if (!paid.ok || !paid.data.isPaid) throw new Error(`order not paid: ${JSON.stringify(paid)}`);
  return services().giftCards.findByOrder('97', orderNo);
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const open = (token: string, client = api.client()) => client.call(openCardLink, { token });

/** The number the emailed card shows: the last email to the receiver carries it. */
async function emailedCode(receiver: string) {
  const [mail] = await api.outbox(receiver);
  return {
    cardNumber: /Card number: (\d{16})/.exec(mail.body)?.[1],
    pinCode: /PIN(?: code)?: (\d{6})/.exec(mail.body)?.[1],
  };
}

describe('openCardLink', () => {
  it("opens a bought card's link: product, amounts, the emailed number and PIN, barcode, QR of the link", async () => {
    const [card] = await bought([line({ receiverEmail: 'first.link@example.com' })]);
    const url = await cardLinkUrl(services(), '97', card.id);
    expect(url).toMatch(new RegExp(`^http://shop\\.test/97/card/${card.id}-[A-Za-z0-9_-]{24}$`));
    expect(await cardLinkUrl(services(), '97', card.id)).toBe(url);

    const answer = await open(tokenOf(url));
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const emailed = await emailedCode('first.link@example.com');
    expect(emailed).toEqual({
      cardNumber: expect.stringMatching(/^\d{16}$/),
      pinCode: expect.stringMatching(/^\d{6}$/),
    });
    expect(answer.data).toMatchObject({
      state: 'active',
      amount: 10000,
      balance: 10000,
      currency: 'AED',
      expiresAt: card.expiresAt.toISOString(),
      code: { cardNumber: emailed.cardNumber, pinCode: emailed.pinCode },
    });
    expect(answer.data.productName).not.toBe('');
    expect(answer.data.code?.barcodeSvg).toMatch(/^<svg [^>]*viewBox/);
    expect(answer.data.code?.qrCodeSvg).toMatch(/^<svg [^>]*viewBox/);
    expect(decodeQr(answer.data.code?.qrCodeSvg ?? '')).toBe(url);
  });

  it('answers in the call language and to a signed-in caller alike', async () => {
    const [card] = await bought([line()]);
    const token = tokenOf(await cardLinkUrl(services(), '97', card.id));
    const signedIn = await open(token, member.client);
    expect(signedIn).toMatchObject({ ok: true, data: { state: 'active' } });
    const arabic = await open(token, api.client({ language: 'ar' }));
    expect(arabic).toMatchObject({ ok: true, data: { state: 'active' } });
  });

  it('gives one not-found answer for a forged, truncated, other-card or other-unit token', async () => {
    const [card, other] = await bought([line({ qty: 2 })]);
    const token = tokenOf(await cardLinkUrl(services(), '97', card.id));
    const otherToken = tokenOf(await cardLinkUrl(services(), '97', other.id));
    const mac = token.slice(token.indexOf('-') + 1);
    const wrong = [
      `${card.id}-${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`,
      token.slice(0, -1),
      `${other.id}-${mac}`,
      `${card.id}-${otherToken.slice(otherToken.indexOf('-') + 1)}`,
      'not-a-token',
    ];
    for (const forged of wrong) expect(await open(forged, api.client({ buId: '97' }))).toEqual(NOT_FOUND);
    // The same token on another unit: the MAC binds the unit.
    expect(await open(token, api.client({ buId: '250' }))).toEqual(NOT_FOUND);
    expect(await open(token)).toMatchObject({ ok: true });
  });

  it('shows a blocked card as blocked, with its code for its holder', async () => {
    const [card] = await bought([line()]);
    const token = tokenOf(await cardLinkUrl(services(), '97', card.id));
    expect(
      await member.client.call(updateCard, { custId: member.custId, cardId: String(card.id), action: 'Block' }),
    ).toMatchObject({ ok: true });
    const answer = await open(token);
    expect(answer).toMatchObject({ ok: true, data: { state: 'blocked', balance: 10000 } });
    expect(answer.ok && answer.data.code?.cardNumber).toMatch(/^\d{16}$/);
  });

  it('says a transferred card is transferred, without its number and PIN', async () => {
    const [card] = await bought([line()]);
    const token = tokenOf(await cardLinkUrl(services(), '97', card.id));
    const transfer = await member.client.call(
      cardTransfer,
      { custId: member.custId, cardId: String(card.id), receiverEmail: 'transfer.receiver@example.com' },
      { idempotencyKey: `card-link-transfer-${card.id}` },
    );
    expect(transfer).toMatchObject({ ok: true, data: { transferStatus: '03' } });
    const answer = await open(token);
    expect(answer).toMatchObject({ ok: true, data: { state: 'transferred', amount: 10000, balance: 0 } });
    expect(answer.ok && answer.data.code).toBeUndefined();
    expect(JSON.stringify(answer)).not.toMatch(/\d{16}/);
  });

  it("shows a physical order's card as locked until the order is unlocked", async () => {
    const [card] = await bought([physicalLine()]);
    const answer = await open(tokenOf(await cardLinkUrl(services(), '97', card.id)));
    expect(answer).toMatchObject({ ok: true, data: { state: 'locked' } });
  });
});

describe('openCardLink guessing', () => {
  it('throttles one link hammered with wrong tokens, yet still opens the real link', async () => {
    api.advance(60 * 60_000);
    const [card] = await bought([line()]);
    const token = tokenOf(await cardLinkUrl(services(), '97', card.id));
    const forged = (n: number) => `${card.id}-${String(n).padStart(24, 'x')}`;
    // Each from its own address would be a distributed guess; here one client stays under its limit.
    for (let attempt = 1; attempt < 6; attempt += 1) expect(await open(forged(attempt))).toEqual(NOT_FOUND);
    expect(await open(forged(6))).toMatchObject({ ok: false, status: 429, error: { code: 42900 } });
    expect(await open(token)).toMatchObject({ ok: true, data: { state: 'active' } });
  });

  it('throttles one client trying many links, whatever the links', async () => {
    api.advance(60 * 60_000);
    const [card] = await bought([line()]);
    const token = tokenOf(await cardLinkUrl(services(), '97', card.id));
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await open(`${1000 + attempt}-${'y'.repeat(24)}`);
      expect(answer).toEqual(NOT_FOUND);
    }
    expect(await open(token)).toMatchObject({ ok: false, status: 429, error: { code: 42900 } });
    api.advance(15 * 60_000);
    expect(await open(token)).toMatchObject({ ok: true });
  });
});

/**
 * Decodes a QR code SVG of bwip-js (one path of closed polygons in a viewBox) by filling the path into
 * pixels, row by row with the even-odd rule, and reading them with jsQR.
 */
function decodeQr(svg: string): string | null {
  const [, , width, height] = (/viewBox="([\d. ]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
  const path = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const edges: [number, number, number, number][] = [];
  for (const shape of path.match(/M[^M]+/g) ?? []) {
    const points = [...shape.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    points.forEach(([x, y], i) => edges.push([x, y, ...(points[(i + 1) % points.length] as [number, number])]));
  }
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1) {
    const centre = y + 0.5;
    const crossings = edges
      .filter(([, y1, , y2]) => y1 > centre !== y2 > centre)
      .map(([x1, y1, x2, y2]) => x1 + ((centre - y1) * (x2 - x1)) / (y2 - y1))
      .sort((a, b) => a - b);
    for (let i = 0; i + 1 < crossings.length; i += 2)
      for (let x = Math.ceil(crossings[i] - 0.5); x + 0.5 < crossings[i + 1]; x += 1)
        pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}
