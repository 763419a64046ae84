import { createOrder, type RequestOf } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { cardLedger, giftCards, orders } from '../../db/schema';
import { issueCards, type IssuedCard } from '../../features/gift-cards/card-issuer';
import type { TestApi } from '../../testing/test-api';

/** A signed-in buyer as TestApi.signIn answers. */
export type Member = { client: ReturnType<TestApi['client']>; custId: string };

export type Line = RequestOf<typeof createOrder>['orderLines'][number];

/**
 * What the order specs build their orders with, on the test file's own API and signed-in member
 * (read when a test runs, as both are started in the file's beforeAll).
 */
export function ordersKit(current: () => { api: TestApi; member: Member }) {
  const services = () => current().api.app.shopApi.services;
  const db = () => current().api.app.shopApi.database.db;

  let receiverSeq = 0;
  const digital = (overrides: Partial<Line> = {}): Line => ({
    itemCode: 'MJ-GROCERY-D',
    amount: 50000,
    qty: 2,
    deliverType: 'Email',
    senderName: 'Layla Haddad',
    senderEmail: 'layla.haddad@example.com',
    receiverName: 'Omar Farouk',
    receiverEmail: `receiver${(receiverSeq += 1)}@example.com`,
    message: 'Happy birthday!',
    ...overrides,
  });
  const physical = (overrides: Partial<Line> = {}): Line =>
    digital({
      itemCode: 'MJ-GROCERY-P',
      amount: 10000,
      qty: 1,
      letterTypeId: 2,
      receiverAddress: 'Villa 12, Street 5',
      receiverCity: 'Dubai',
      receiverZipCode: '00000',
      receiverCountryCode: 'AE',
      ...overrides,
    });

  async function created(lines: Line[], client = current().member.client) {
    const answer = await client.call(createOrder, { orderLines: lines });
    if (!answer.ok) throw new Error(`creation refused: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }

  /** Coupons to pay with: cards issued by an earlier order of another unit's buyer. */
  let couponSeq = 0;
  async function coupons(amounts: number[]): Promise<IssuedCard[]> {
    couponSeq += 1;
    await services().cardKeys.current(); // read before the transaction that needs them
    return db().transaction((tx) =>
      issueCards(tx, services(), {
        buId: '97',
        orderNo: `COUPONS${couponSeq}`,
        ownerAccountId: null,
        currency: 'AED',
        lines: amounts.map((amount, index) => ({
          lineNo: index + 1,
          itemCode: 'MJ-GROCERY-D',
          amount,
          qty: 1,
          validMonths: 12,
        })),
      }),
    );
  }

  async function balanceOf(cardId: number) {
    const [card] = await db().select().from(giftCards).where(eq(giftCards.id, cardId));
    const [{ sum }] = await db()
      .select({ sum: sql<string>`coalesce(sum(${cardLedger.amount}), 0)` })
      .from(cardLedger)
      .where(eq(cardLedger.cardId, cardId));
    expect(Number(sum)).toBe(card.balance);
    return card.balance;
  }

  async function orderRow(orderNo: string) {
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, orderNo));
    return row;
  }

  const orderCount = async () =>
    Number(
      (
        await db()
          .select({ n: sql<string>`count(*)` })
          .from(orders)
      )[0].n,
    );

  return { services, db, digital, physical, created, coupons, balanceOf, orderRow, orderCount };
}
