import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, cardLedger, products } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import type { Services } from '../services';
import { openRepositoryTestDatabase } from '../../testing/test-database';
import type { ActiveSession } from '../auth/session-store';
import { issueCards } from '../gift-cards/card-issuer';
import { cardTestServices } from '../gift-cards/card-test-services';
import { CARD_TOP_UP_PAYMENT } from './card-top-up-payment';

const product = (itemCode: string, isReloadable: boolean) => ({
  buId: '97',
  itemCode,
  categoryId: 1,
  kind: 'D' as const,
  productType: 'GIFT_CARD' as const,
  names: { en: itemCode },
  descriptions: {},
  howToUse: {},
  terms: {},
  imageUrl: '',
  countryCode: 'AE',
  currency: 'AED',
  minAmount: 5000,
  maxAmount: 20000,
  isReloadable,
});

describe('CARD_TOP_UP_PAYMENT', () => {
  let database: Database;
  let close: () => Promise<void>;
  let services: Services;
  let owner: ActiveSession;
  let orders = 0;

  async function card(itemCode = 'RELOAD', amount = 10000) {
    orders += 1;
    const [issued] = await issueCards(services.db, services, {
      buId: '97',
      orderNo: `TOPUP-${orders}`,
      ownerAccountId: owner.accountId,
      currency: 'AED',
      lines: [{ lineNo: 1, itemCode, amount, qty: 1, validMonths: 12 }],
    });
    return issued;
  }

  const requested = async (cardId: number, amount: number, clientKey = `key-${cardId}-${amount}`) =>
    services.cards.startTopUp({ cardId, accountId: owner.accountId, amount, currency: 'AED', clientKey });

  async function failure(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ApiFailure) return error.error;
      throw error;
    }
    return 'accepted';
  }

  beforeAll(async () => {
    ({ database, close } = await openRepositoryTestDatabase(['97']));
    services = cardTestServices(database.db, () => Date.UTC(2026, 10, 22));
    (services as { units: unknown }).units = { find: async () => ({ decimalDigits: 2 }) };
    await database.db.insert(products).values([product('RELOAD', true), product('FIXED', false)]);
    const [account] = await database.db
      .insert(accounts)
      .values({
        buId: '97',
        custType: 'C',
        email: 'owner@example.com',
        passwordHash: 'x',
        firstName: 'O',
        lastName: 'W',
        status: 'active',
      })
      .returning();
    owner = { accountId: account.id, custId: String(account.id), buId: '97' } as ActiveSession;
  });
  afterAll(() => close());

  it("answers what the owner's requested top-up costs", async () => {
    const issued = await card();
    const topUp = await requested(issued.cardId, 6000);
    expect(await CARD_TOP_UP_PAYMENT.payable(services, String(topUp.id), owner, '97')).toEqual({
      purpose: 'topup',
      reference: String(topUp.id),
      buId: '97',
      accountId: owner.accountId,
      amount: 6000,
      currency: 'AED',
      email: 'owner@example.com',
    });
  });

  it('refuses a stranger, a card that is not reloadable and amounts outside the product limits', async () => {
    const issued = await card();
    const topUp = await requested(issued.cardId, 6000);
    const stranger = { ...owner, accountId: owner.accountId + 1000 } as ActiveSession;
    expect(await failure(CARD_TOP_UP_PAYMENT.payable(services, String(topUp.id), stranger, '97'))).toMatchObject({
      code: 11007,
    });
    expect(await failure(CARD_TOP_UP_PAYMENT.payable(services, '999999', owner, '97'))).toMatchObject({ code: 11007 });
    const fixed = await card('FIXED');
    const notReloadable = await requested(fixed.cardId, 6000);
    expect(await failure(CARD_TOP_UP_PAYMENT.payable(services, String(notReloadable.id), owner, '97'))).toMatchObject({
      code: 11009,
      message: 'This card cannot be topped up.',
    });
    const small = await requested(issued.cardId, 4999);
    expect(await failure(CARD_TOP_UP_PAYMENT.payable(services, String(small.id), owner, '97'))).toMatchObject({
      code: 40000,
      issues: [{ path: 'amount', message: 'Amount must be greater than or equal to AED 50.' }],
    });
    const large = await requested(issued.cardId, 10001);
    expect(await failure(CARD_TOP_UP_PAYMENT.payable(services, String(large.id), owner, '97'))).toMatchObject({
      issues: [{ message: 'Amount must be less than or equal to AED 100.' }],
    });
  });

  it('settles once: one L movement under the paymentId, the top-up confirmed; release cancels another', async () => {
    const issued = await card();
    const topUp = await requested(issued.cardId, 5000);
    const payable = await CARD_TOP_UP_PAYMENT.payable(services, String(topUp.id), owner, '97');
    const settled = { ...payable, paymentId: 'PAY-1', paymentMean: 'C04' };
    await database.db.transaction((tx) => CARD_TOP_UP_PAYMENT.settle(tx, services, settled));
    await database.db.transaction((tx) => CARD_TOP_UP_PAYMENT.settle(tx, services, settled));
    expect((await services.giftCards.findById(issued.cardId))?.balance).toBe(15000);
    const ledger = await database.db.select().from(cardLedger).where(eq(cardLedger.cardId, issued.cardId));
    expect(ledger.map(({ type, amount, reference }) => [type, amount, reference])).toEqual([
      ['I', 10000, 'issue'],
      ['L', 5000, 'PAY-1'],
    ]);
    expect(await services.cards.topUp(topUp.id)).toMatchObject({ status: 'Y', paymentId: 'PAY-1' });

    const other = await requested(issued.cardId, 5000, 'another-key');
    const otherPayable = await CARD_TOP_UP_PAYMENT.payable(services, String(other.id), owner, '97');
    await CARD_TOP_UP_PAYMENT.release(services, otherPayable, 'PAY-2');
    expect(await services.cards.topUp(other.id)).toMatchObject({ status: 'N' });
    expect(await failure(CARD_TOP_UP_PAYMENT.payable(services, String(other.id), owner, '97'))).toMatchObject({
      code: 11007,
    });
  });
});
