import { confirmOrder, importCard, openCardLink, queryCard } from '@shop/contracts';
import { eq, isNull, ne, or } from 'drizzle-orm';
import { runResealCardsCommand } from '../cli/reseal-cards-command';
import { giftCards } from '../db/schema';
import { cardLinkUrl } from '../features/cards/card-link';
import {
  CARD_SECRET_ENV,
  CardKeyring,
  PREVIOUS_CARD_SECRETS_ENV,
  cardKeysFromSecret,
} from '../features/gift-cards/card-keys';
import type { IssuedCard } from '../features/gift-cards/card-issuer';
import { createApiServer } from '../server';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { REFUSED, wrongPin } from './support/cards-kit';
import { ordersKit, type Member } from './support/orders-kit';

const OLD_SECRET = 'the-card-secret-before-the-rotation-0123456789';
const NEW_SECRET = 'the-card-secret-after-the-rotation-abcdefghijk';
const LINK_NOT_VALID = { ok: false, status: 404, error: { code: 11012 } };

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
  await restartWith({ [CARD_SECRET_ENV]: OLD_SECRET });
});
afterAll(() => api.close());

const { services, db, digital, created, coupons, balanceOf } = ordersKit(() => ({ api, member }));

/** What a replica does when it starts with this environment: reads the card keys and checks the cards. */
async function restartWith(env: Record<string, string>): Promise<void> {
  const keyring = new CardKeyring(db(), env, () => undefined);
  await keyring.current();
  await keyring.checkStoredCards();
  services().cardKeys = keyring;
}

const query = async (card: IssuedCard, pinCode = card.pinCode) =>
  api.client().call(queryCard, {
    cardNumber: card.cardNumber,
    pinCode,
    cartList: [],
    captchaToken: await api.captchaToken(),
  });

/** Pays a fresh order of 5,000 with the card as its coupon; answers the card's balance after. */
async function redeem(card: IssuedCard): Promise<number> {
  const order = await created([digital({ amount: 5000, qty: 1 })]);
  const paid = await member.client.call(confirmOrder, {
    orderNo: order.orderNo,
    paymentMean: 'C04',
    couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
  });
  expect(paid).toMatchObject({ ok: true, data: { isPaid: true } });
  return balanceOf(card.cardId);
}

const keyIdOf = async (cardId: number) =>
  (await db().select({ id: giftCards.cardKeyId }).from(giftCards).where(eq(giftCards.id, cardId)))[0].id;

async function reseal(): Promise<{ exitCode: number; lines: string[] }> {
  const lines: string[] = [];
  const exitCode = await runResealCardsCommand(['--batch-size', '2'], db(), services().cardKeys, (line) =>
    lines.push(line),
  );
  return { exitCode, lines };
}

describe('rotating SHOP_CARD_SECRET', () => {
  const OLD_KEY = cardKeysFromSecret(OLD_SECRET).id;
  const NEW_KEY = cardKeysFromSecret(NEW_SECRET).id;
  let before: IssuedCard[];
  let unversioned: IssuedCard;
  let oldLinkToken: string;

  it('keeps cards issued before the rotation: found by number, PIN-checked, redeemable, their links open', async () => {
    // The first rolling restart: every replica learns the new key, cards are still issued under the old one.
    await restartWith({ [CARD_SECRET_ENV]: OLD_SECRET, [PREVIOUS_CARD_SECRETS_ENV]: NEW_SECRET });
    before = await coupons([50_000, 50_000, 50_000]);
    // A card from before key versions (migration 0032): its version is not recorded.
    unversioned = before[2];
    await db().update(giftCards).set({ cardKeyId: null }).where(eq(giftCards.id, unversioned.cardId));
    expect(await keyIdOf(before[0].cardId)).toBe(OLD_KEY);
    const url = await cardLinkUrl(services(), '97', before[0].cardId);
    oldLinkToken = url.slice(url.lastIndexOf('/') + 1);

    await restartWith({ [CARD_SECRET_ENV]: NEW_SECRET, [PREVIOUS_CARD_SECRETS_ENV]: OLD_SECRET });

    expect(await query(before[0])).toMatchObject({ ok: true, data: { cardBalance: 50_000 } });
    expect(await query(unversioned)).toMatchObject({ ok: true, data: { cardBalance: 50_000 } });
    expect(await query(before[0], wrongPin(before[0].pinCode))).toMatchObject(REFUSED);
    expect(await redeem(before[0])).toBe(45_000);
    expect(await redeem(unversioned)).toBe(45_000);
    const imported = await member.client.call(importCard, {
      custId: member.custId,
      cardNumber: before[1].cardNumber,
      pinCode: before[1].pinCode,
    });
    expect(imported).toMatchObject({ ok: true, data: { cardId: String(before[1].cardId) } });
    const opened = await api.client().call(openCardLink, { token: oldLinkToken });
    expect(opened).toMatchObject({
      ok: true,
      data: { balance: 45_000, code: { cardNumber: before[0].cardNumber, pinCode: before[0].pinCode } },
    });
  });

  it('issues new cards under the new key only', async () => {
    const [fresh] = await coupons([20_000]);
    expect(await keyIdOf(fresh.cardId)).toBe(NEW_KEY);
    expect(NEW_KEY).not.toBe(OLD_KEY);
    expect(await query(fresh)).toMatchObject({ ok: true, data: { cardBalance: 20_000 } });
    const url = await cardLinkUrl(services(), '97', fresh.cardId);
    expect(url).not.toContain(oldLinkToken);
    expect(await api.client().call(openCardLink, { token: url.slice(url.lastIndexOf('/') + 1) })).toMatchObject({
      ok: true,
      data: { code: { cardNumber: fresh.cardNumber } },
    });
  });

  it('reseals every card under the new key, in batches, and a second run moves none', async () => {
    const notNew = or(isNull(giftCards.cardKeyId), ne(giftCards.cardKeyId, NEW_KEY));
    const waiting = (await db().select({ id: giftCards.id }).from(giftCards).where(notNew)).length;
    expect(waiting).toBeGreaterThanOrEqual(3);

    const first = await reseal();
    expect(first.exitCode).toBe(0);
    expect(first.lines).toContain(`batch 1: 2 of ${waiting} card(s) moved`);
    expect(first.lines).toContain(`Resealed ${waiting} card(s) under card key ${NEW_KEY}.`);
    expect(first.lines.join('\n')).toMatch(/Every card is under the current key/);
    expect(await db().select({ id: giftCards.id }).from(giftCards).where(notNew)).toEqual([]);

    const second = await reseal();
    expect(second.exitCode).toBe(0);
    expect(second.lines).toContain(`Resealed 0 card(s) under card key ${NEW_KEY}.`);
  });

  it('after the reseal and without the previous secret, every card still works; old links no longer open', async () => {
    await restartWith({ [CARD_SECRET_ENV]: NEW_SECRET });
    expect(await query(before[0])).toMatchObject({ ok: true, data: { cardBalance: 45_000 } });
    expect(await query(before[1])).toMatchObject({ ok: true, data: { cardBalance: 50_000 } });
    expect(await query(unversioned, wrongPin(unversioned.pinCode))).toMatchObject(REFUSED);
    expect(await redeem(unversioned)).toBe(40_000);
    expect(await redeem(before[1])).toBe(45_000);
    // A card-page link signed by the removed key: what a leaked old secret could forge dies with it.
    expect(await api.client().call(openCardLink, { token: oldLinkToken })).toMatchObject(LINK_NOT_VALID);
    const url = await cardLinkUrl(services(), '97', before[0].cardId);
    expect(await api.client().call(openCardLink, { token: url.slice(url.lastIndexOf('/') + 1) })).toMatchObject({
      ok: true,
      data: { code: { cardNumber: before[0].cardNumber, pinCode: before[0].pinCode } },
    });
  });

  it('refuses to start when the previous secret given is not the one the cards are sealed with', async () => {
    const next = 'the-card-secret-of-the-next-rotation-zyxwvut';
    const mistyped = `${NEW_SECRET}-typo`;
    await expect(restartWith({ [CARD_SECRET_ENV]: next, [PREVIOUS_CARD_SECRETS_ENV]: mistyped })).rejects.toThrow(
      new RegExp(`gift card\\(s\\) are sealed under card key ${NEW_KEY}, which neither SHOP_CARD_SECRET nor`),
    );
    await expect(restartWith({ [CARD_SECRET_ENV]: next })).rejects.toThrow(/SHOP_CARD_SECRET_PREVIOUS/);
    // The replica keeps working with its keys.
    expect(await query(before[0])).toMatchObject({ ok: true });
  });

  it('refuses to start on a malformed previous secret, naming the setting and never the secret', async () => {
    const saved = { current: process.env[CARD_SECRET_ENV], previous: process.env[PREVIOUS_CARD_SECRETS_ENV] };
    process.env[CARD_SECRET_ENV] = NEW_SECRET;
    process.env[PREVIOUS_CARD_SECRETS_ENV] = `${OLD_SECRET},too-short-a-secret`;
    try {
      const starting = createApiServer({ dataDir: 'memory://', seedDir: false });
      await expect(starting).rejects.toThrow(
        'SHOP_CARD_SECRET_PREVIOUS: secret 2 of 2 has 18 characters, a card secret at least 32',
      );
      await expect(starting).rejects.not.toThrow(/too-short-a-secret/);
    } finally {
      restore(CARD_SECRET_ENV, saved.current);
      restore(PREVIOUS_CARD_SECRETS_ENV, saved.previous);
    }
  });
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
