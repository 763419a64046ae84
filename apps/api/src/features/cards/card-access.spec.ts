import type { Database } from '../../db/database';
import { accounts } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { issueCards, type IssuedCard } from '../gift-cards/card-issuer';
import { generateCardNumber } from '../gift-cards/card-number';
import { cardTestCall, cardTestServices } from '../gift-cards/card-test-services';
import { openCard } from './card-access';
import { CARD_HOLDER_CLIENT_MS } from './card-holder-clients';

/** What a call answered: the card's id, or the failure's status, code and message. */
async function outcome(opening: Promise<{ id: number }>) {
  try {
    return { id: (await opening).id };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { status: error.status, ...error.error };
  }
}

const REFUSED = {
  status: 400,
  code: 11001,
  message: 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LIMITED = { status: 429, code: 42900 };

describe('openCard', () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.UTC(2026, 10, 22, 12);
  let services: Services;
  let orders = 0;
  let ownerId = 0;

  async function newCard(validMonths = 12, ownerAccountId: number | null = null): Promise<IssuedCard> {
    orders += 1;
    const [card] = await issueCards(services.db, services, {
      buId: '97',
      orderNo: `A-${orders}`,
      ownerAccountId,
      currency: 'AED',
      lines: [{ lineNo: 1, itemCode: 'MJ-GROCERY-D', amount: 5000, qty: 1, validMonths }],
    });
    return card;
  }

  /** A wrong PIN for a card (the next PIN up). */
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97', '250']));
    services = cardTestServices(database.db, () => clock, {
      cardFailuresPerClient: { max: 8, timeWindow: 60_000 },
      cardFailuresPerClientOnCard: { max: 3, timeWindow: DAY },
      cardFailuresPerCard: { max: 7, timeWindow: HOUR },
      cardFailuresPerCardPerDay: { max: 12, timeWindow: DAY },
    });
    const [owner] = await database.db
      .insert(accounts)
      .values({
        buId: '97',
        custType: 'C',
        email: 'owner@example.com',
        status: 'active',
        firstName: 'O',
        lastName: 'W',
        passwordHash: 'x',
      })
      .returning({ id: accounts.id });
    ownerId = owner.id;
  });
  afterAll(() => close());
  beforeEach(() => {
    clock += 120_000; // every window of the previous test has ended
  });

  it('opens a card with its number (typed with spaces) and PIN', async () => {
    const card = await newCard();
    const typed = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(await outcome(openCard(cardTestCall(services, '97', '10.0.0.1'), typed, card.pinCode))).toEqual({
      id: card.cardId,
    });
  });

  it('answers the same for an unknown number, a wrong PIN, a malformed number and another unit', async () => {
    const card = await newCard();
    const call = (ip: string, buId = '97') => cardTestCall(services, buId, ip);
    const answers = [
      await outcome(openCard(call('10.0.1.1'), generateCardNumber(), card.pinCode)),
      await outcome(openCard(call('10.0.1.2'), card.cardNumber, wrongPin(card.pinCode))),
      await outcome(openCard(call('10.0.1.3'), '1234', card.pinCode)),
      await outcome(openCard(call('10.0.1.4'), card.cardNumber, '12ab')),
      await outcome(openCard(call('10.0.1.5', '250'), card.cardNumber, card.pinCode)),
    ];
    for (const answer of answers) expect(answer).toEqual(REFUSED);
  });

  /** A wrong PIN from each of `count` new addresses (`prefix`.n): what each was answered. */
  async function strangers(card: IssuedCard, prefix: string, count: number) {
    const answers = [];
    for (let n = 0; n < count; n += 1) {
      const call = cardTestCall(services, '97', `${prefix}.${n}`);
      answers.push(await outcome(openCard(call, card.cardNumber, wrongPin(card.pinCode))));
    }
    return answers;
  }

  /** How many of the answers checked the PIN (11001 rather than 429). */
  const checkedIn = (answers: Awaited<ReturnType<typeof outcome>>[]) =>
    answers.filter((answer) => 'status' in answer && answer.status === 400).length;

  it('refuses one address that used up its tries on a card, even with the right PIN, and no one else', async () => {
    const card = await newCard();
    const guesser = () => cardTestCall(services, '97', '10.0.2.1');
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await outcome(openCard(guesser(), card.cardNumber, wrongPin(card.pinCode)))).toEqual(REFUSED);
    for (let attempt = 0; attempt < 47; attempt += 1)
      expect(await outcome(openCard(guesser(), card.cardNumber, wrongPin(card.pinCode)))).toMatchObject(LIMITED);
    expect(await outcome(openCard(guesser(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);

    const holder = cardTestCall(services, '97', '10.0.2.99');
    expect(await outcome(openCard(holder, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    expect(await services.giftCards.findById(card.cardId)).toMatchObject({ failedPinCount: 0, lockedUntil: null });
  });

  it('forgives a holder its typos once the right PIN came', async () => {
    const card = await newCard();
    const holder = () => cardTestCall(services, '97', '10.0.2.50');
    for (let round = 0; round < 3; round += 1) {
      for (let typo = 0; typo < 2; typo += 1)
        expect(await outcome(openCard(holder(), card.cardNumber, wrongPin(card.pinCode)))).toEqual(REFUSED);
      expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    }
  });

  it("closes a card guessed from many addresses to new clients, never to its holder's", async () => {
    const card = await newCard(12, ownerId);
    const earlier = cardTestCall(services, '97', '10.0.3.200');
    expect(await outcome(openCard(earlier, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    const member = cardTestCall(services, '97', '10.0.3.201', 44);
    expect(await outcome(openCard(member, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });

    // 50 addresses: the cap's 7 wrong PINs are checked, then the number is closed to new clients.
    const answers = await strangers(card, '10.0.3', 50);
    expect(answers.slice(0, 7)).toEqual(Array(7).fill(REFUSED));
    for (const answer of answers.slice(7)) expect(answer).toMatchObject(LIMITED);
    const newcomer = cardTestCall(services, '97', '10.0.3.250');
    expect(await outcome(openCard(newcomer, card.cardNumber, card.pinCode))).toMatchObject({
      ...LIMITED,
      message: 'Too many requests, please try again later. Retry in 60 minutes.',
    });
    const stranger = cardTestCall(services, '97', '10.0.3.251', 43);
    expect(await outcome(openCard(stranger, card.cardNumber, card.pinCode))).toMatchObject(LIMITED);
    const closed = await services.giftCards.findById(card.cardId);
    expect(closed).toMatchObject({ failedPinCount: 7, lockedUntil: new Date(clock + HOUR) });

    // Its holder's clients: the address and the account that opened it before, and its owner.
    expect(await outcome(openCard(earlier, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    const memberElsewhere = cardTestCall(services, '97', '10.0.3.252', 44);
    expect(await outcome(openCard(memberElsewhere, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    const owner = cardTestCall(services, '97', '10.0.3.253', ownerId);
    expect(await outcome(openCard(owner, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    // An unknown number guessed as much gets the same 429 (the cap says nothing of existence).
    const unknown = generateCardNumber();
    for (let n = 0; n < 7; n += 1)
      await outcome(openCard(cardTestCall(services, '97', `10.0.7.${n}`), unknown, '999999'));
    expect(await outcome(openCard(newcomer, unknown, '123456'))).toMatchObject(LIMITED);

    clock += HOUR;
    expect(await outcome(openCard(newcomer, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
  });

  it('bounds the guesses on a card per day from any addresses, and holds its holder to its own tries', async () => {
    const card = await newCard();
    const holder = () => cardTestCall(services, '97', '10.0.8.200');
    const typist = () => cardTestCall(services, '97', '10.0.8.202');
    const newcomer = () => cardTestCall(services, '97', '10.0.8.201');
    const dayStart = clock;
    for (const client of [holder(), typist()])
      expect(await outcome(openCard(client, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    // The typist's address uses up its own tries (someone else behind it?): it is no longer trusted.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await outcome(openCard(typist(), card.cardNumber, wrongPin(card.pinCode)))).toEqual(REFUSED);
    expect(await outcome(openCard(typist(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);

    let checked = 0;
    for (let hour = 0; hour < 24; hour += 1) {
      clock = dayStart + hour * HOUR;
      checked += checkedIn(await strangers(card, `10.8.${hour}`, 10));
    }
    // The hourly cap left 7 - 3 (the typist's) in the first hour, the daily cap 12 - 7 in the second.
    expect(checked).toBe(9);
    expect(await outcome(openCard(newcomer(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });

    // The next day the caps are reached again: the typist, whose own window has ended, is a newcomer.
    clock = dayStart + 24 * HOUR;
    expect(checkedIn(await strangers(card, '10.9.0', 10))).toBe(7);
    expect(await outcome(openCard(typist(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);
    expect(await outcome(openCard(newcomer(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    clock += HOUR;
    expect(await outcome(openCard(newcomer(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    expect(await outcome(openCard(typist(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
  });

  it("keeps a client among the holder's for 30 days from its last opening", async () => {
    const card = await newCard();
    const holder = () => cardTestCall(services, '97', '10.0.9.200');
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    clock += CARD_HOLDER_CLIENT_MS - HOUR;
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    clock += CARD_HOLDER_CLIENT_MS - HOUR; // 30 days from the second opening, less an hour
    await strangers(card, '10.9.1', 7);
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
    clock += CARD_HOLDER_CLIENT_MS;
    await strangers(card, '10.9.2', 7);
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);
  });

  it('holds the limits on a number under concurrent guesses, from many addresses and from one', async () => {
    const card = await newCard();
    const fromMany = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        outcome(openCard(cardTestCall(services, '97', `10.0.10.${n}`), card.cardNumber, wrongPin(card.pinCode))),
      ),
    );
    // Never past the cap; a guess whose try another one held for a moment may be refused short of it.
    const checked = checkedIn(fromMany);
    expect(checked).toBeLessThanOrEqual(7);
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(await services.giftCards.findById(card.cardId)).toMatchObject({ failedPinCount: checked });

    const other = await newCard();
    const oneAddress = () => cardTestCall(services, '97', '10.0.11.1');
    const fromOne = await Promise.all(
      Array.from({ length: 20 }, () => outcome(openCard(oneAddress(), other.cardNumber, wrongPin(other.pinCode)))),
    );
    const fromOneChecked = checkedIn(fromOne);
    expect(fromOneChecked).toBeLessThanOrEqual(3);
    expect(fromOneChecked).toBeGreaterThanOrEqual(1);
    // Right PINs in flight hold a try each until they give it back: 4 fit beside the 3 failures.
    const holders = await Promise.all(
      Array.from({ length: 4 }, (_, n) =>
        outcome(openCard(cardTestCall(services, '97', `10.0.11.${10 + n}`), other.cardNumber, other.pinCode)),
      ),
    );
    expect(holders).toEqual(Array(4).fill({ id: other.cardId }));
    // The right PINs gave their tries back: the strangers still get theirs up to the cap of 7.
    expect(checkedIn(await strangers(other, '10.0.12', 6))).toBe(7 - fromOneChecked);
  });

  it('throttles one client guessing many numbers', async () => {
    const guesser = () => cardTestCall(services, '97', '10.0.3.1');
    for (let attempt = 0; attempt < 8; attempt += 1)
      expect(await outcome(openCard(guesser(), generateCardNumber(), '000000'))).toEqual(REFUSED);
    const card = await newCard();
    expect(await outcome(openCard(guesser(), card.cardNumber, card.pinCode))).toMatchObject(LIMITED);
  });

  it('throttles one signed-in account guessing from many addresses', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const call = cardTestCall(services, '97', `10.0.6.${attempt}`, 42);
      expect(await outcome(openCard(call, generateCardNumber(), '000000'))).toEqual(REFUSED);
    }
    const card = await newCard();
    const call = cardTestCall(services, '97', '10.0.6.200', 42);
    expect(await outcome(openCard(call, card.cardNumber, card.pinCode))).toMatchObject({ status: 429 });
    const other = cardTestCall(services, '97', '10.0.6.201', 43);
    expect(await outcome(openCard(other, card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
  });

  it('refuses a blocked or expired card only once the right PIN was given', async () => {
    const blocked = await newCard();
    await services.giftCards.setState(blocked.cardId, 'Block');
    const call = () => cardTestCall(services, '97', '10.0.5.1');
    expect(await outcome(openCard(call(), blocked.cardNumber, blocked.pinCode))).toMatchObject({ code: 11002 });
    expect(await outcome(openCard(call(), blocked.cardNumber, wrongPin(blocked.pinCode)))).toEqual(REFUSED);
    const shortLived = await newCard(1);
    clock += 32 * 24 * 60 * 60 * 1000;
    expect(await outcome(openCard(call(), shortLived.cardNumber, shortLived.pinCode))).toMatchObject({
      code: 11003,
      message: 'This card has expired.',
    });
  });
});
