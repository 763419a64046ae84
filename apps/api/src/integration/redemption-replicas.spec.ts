import { createApiClient, type ApiClient } from '@shop/api-client';
import { confirmOrder, createOrder, type RequestOf } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { cardLedger, giftCards, orderCoupons } from '../db/schema';
import { issueCards, type IssuedCard } from '../features/gift-cards/card-issuer';
import { CardKeyring } from '../features/gift-cards/card-keys';
import { GiftCardStore } from '../features/gift-cards/gift-card-store';
import type { Services } from '../features/services';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';

// Many buyers pay their orders at the same moment with ONE gift card: exactly the orders its balance
// covers are paid by it, nothing more is taken, and the card's ledger sums to its balance. On PostgreSQL
// (TEST_DATABASE_URL) the calls are spread over two API processes sharing the database, as two replicas
// would be; on PGlite (one process by nature) over one API.

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const ORDERS = 12;
const ORDERS_THE_CARD_COVERS = 5;

let clients: ApiClient[] = [];
let database: Database;
let services: Pick<Services, 'cardKeys' | 'giftCards'>;
let teardown: () => Promise<void>;

const clientOf = (baseUrl: string) => createApiClient({ baseUrl, buId: () => '97', language: () => 'en' });

beforeAll(async () => {
  const location = await createTestDatabase();
  if (location.location.kind === 'postgres') {
    const url = location.location.url;
    // The first process migrates and seeds; the second starts on the ready database.
    const first = await startApiProcess({ databaseUrl: url });
    const second = await startApiProcess({ databaseUrl: url });
    const processes: ApiProcess[] = [first, second];
    clients = processes.map((process) => clientOf(process.baseUrl));
    database = await openDatabase(location.location);
    // The card keys the processes use: without SHOP_CARD_SECRET outside production, the database's secrets.
    services = {
      cardKeys: new CardKeyring(database.db, {}, () => undefined),
      giftCards: new GiftCardStore(database.db, Date.now),
    };
    teardown = async () => {
      await database.close();
      await Promise.all(processes.map((process) => process.stop()));
      await location.drop();
    };
  } else {
    const api: TestApi = await startTestApi();
    clients = [api.client(), api.client()];
    database = api.app.shopApi.database;
    services = api.app.shopApi.services;
    teardown = () => api.close();
  }
}, 120_000);

afterAll(() => teardown());

let receiver = 0;
const line = (): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail: 'layla.haddad@example.com',
  receiverName: 'Omar Farouk',
  receiverEmail: `replica-receiver${(receiver += 1)}@example.com`,
});

/** A card of `amount`, issued as an earlier order's card would be. */
async function cardOf(amount: number): Promise<IssuedCard> {
  await services.cardKeys.current(); // read before the transaction that needs them
  const [card] = await database.db.transaction((tx) =>
    issueCards(tx, services as Services, {
      buId: '97',
      orderNo: `REPLICAS${Date.now()}`,
      ownerAccountId: null,
      currency: 'AED',
      lines: [{ lineNo: 1, itemCode: 'MJ-GROCERY-D', amount, qty: 1, validMonths: 12 }],
    }),
  );
  return card;
}

it('pays with one card exactly the orders its balance covers when many pay at once on two replicas', async () => {
  const guestOrders = await Promise.all(
    Array.from({ length: ORDERS }, async (_, index) => {
      const answer = await clients[index % clients.length].call(createOrder, { orderLines: [line()] });
      if (!answer.ok) throw new Error(`creation refused: ${JSON.stringify(answer.error)}`);
      return answer.data;
    }),
  );
  const orderTotal = guestOrders[0].orderAmtTot;
  expect(guestOrders.every((order) => order.orderAmtTot === orderTotal)).toBe(true);
  const card = await cardOf(orderTotal * ORDERS_THE_CARD_COVERS);

  const answers = await Promise.all(
    guestOrders.map((order, index) =>
      clients[index % clients.length].call(confirmOrder, {
        orderNo: order.orderNo,
        paymentMean: 'C04',
        couponList: [{ cardNumber: card.cardNumber, pinCode: card.pinCode }],
      }),
    ),
  );

  const paid = answers.filter((answer) => answer.ok && answer.data.isPaid);
  expect(paid).toHaveLength(ORDERS_THE_CARD_COVERS);
  const redeemed = answers.reduce((sum, answer) => sum + (answer.ok ? answer.data.couponAmount : 0), 0);
  expect(redeemed).toBe(orderTotal * ORDERS_THE_CARD_COVERS);
  // No other confirmation took anything: each either failed or owes the whole order to the provider.
  for (const answer of answers) {
    if (answer.ok && !answer.data.isPaid) expect(answer.data).toMatchObject({ couponAmount: 0 });
  }

  const [row] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
  const [{ sum }] = await database.db
    .select({ sum: sql<string>`coalesce(sum(${cardLedger.amount}), 0)` })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, card.cardId));
  expect(row.balance).toBe(0);
  expect(Number(sum)).toBe(0);
  const [{ taken }] = await database.db
    .select({ taken: sql<string>`coalesce(sum(${orderCoupons.amount}), 0)` })
    .from(orderCoupons)
    .where(eq(orderCoupons.cardId, card.cardId));
  expect(Number(taken)).toBe(orderTotal * ORDERS_THE_CARD_COVERS);
}, 120_000);
