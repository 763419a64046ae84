import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import { issueCards, type IssuedCard } from '../gift-cards/card-issuer';
import { generateCardNumber } from '../gift-cards/card-number';
import { cardTestCall, cardTestServices } from '../gift-cards/card-test-services';
import { CARD_PIN_LOCK_MS } from '../gift-cards/gift-card-store';
import { openCard } from './card-access';

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

describe('openCard', () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.UTC(2026, 10, 22, 12);
  let services: Services;
  let orders = 0;

  async function newCard(validMonths = 12): Promise<IssuedCard> {
    orders += 1;
    const [card] = await issueCards(services.db, services, {
      buId: '97',
      orderNo: `A-${orders}`,
      ownerAccountId: null,
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
      cardFailuresPerCard: { max: 7, timeWindow: 3_600_000 },
    });
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

  it('locks a card after 5 wrong PINs: even its right PIN gets the same answer until the lock ends', async () => {
    const card = await newCard();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const ip = `10.0.2.${attempt}`;
      expect(
        await outcome(openCard(cardTestCall(services, '97', ip), card.cardNumber, wrongPin(card.pinCode))),
      ).toEqual(REFUSED);
    }
    const holder = () => cardTestCall(services, '97', '10.0.2.99');
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual(REFUSED);
    clock += CARD_PIN_LOCK_MS;
    expect(await outcome(openCard(holder(), card.cardNumber, card.pinCode))).toEqual({ id: card.cardId });
  });

  it('throttles one client guessing many numbers, and one number guessed from many clients', async () => {
    const guesser = () => cardTestCall(services, '97', '10.0.3.1');
    for (let attempt = 0; attempt < 8; attempt += 1)
      expect(await outcome(openCard(guesser(), generateCardNumber(), '000000'))).toEqual(REFUSED);
    const card = await newCard();
    expect(await outcome(openCard(guesser(), card.cardNumber, card.pinCode))).toMatchObject({
      status: 429,
      code: 42900,
    });

    const target = await newCard();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const client = cardTestCall(services, '97', `10.0.4.${attempt}`);
      expect(await outcome(openCard(client, target.cardNumber, wrongPin(target.pinCode)))).toMatchObject({
        code: 11001,
      });
    }
    clock += CARD_PIN_LOCK_MS - 60_000; // the card's lock is over, its failure counter is not (1 hour)
    const fresh = cardTestCall(services, '97', '10.0.4.200');
    expect(await outcome(openCard(fresh, target.cardNumber, target.pinCode))).toMatchObject({ status: 429 });
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
