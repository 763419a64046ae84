import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cardLedger, giftCards, orders } from '../../db/schema';
import type { Order } from '../orders/order-repository';
import { orderRefundCards, orderRefunds, type RefundDestination, type RefundKind } from './back-office-tables';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** A card of an order as a refund sees it. */
export interface OrderCardForRefund {
  cardId: number;
  lineNo: number;
  lineSeq: number;
  itemCode: string;
  initialAmount: number;
  balance: number;
  /** It was topped up or got cashback: money that is not the order's (so it is not "unused"). */
  hasOtherMoney: boolean;
  transferred: boolean;
  refundId: number | null;
}

/** Statuses a refund starts from: paid (09, imported 042 / 091) or partially returned (098). */
export const REFUNDABLE_STATUSES = ['09', '042', '091', '098'] as const;

export interface NewRefund {
  orderId: number;
  buId: string;
  requestKey: string;
  kind: RefundKind;
  destination: RefundDestination;
  amount: number;
  paidAmount: number;
  walletAmount: number;
  couponAmount: number;
  paymentId: string | null;
  operatorId: string;
  operatorName: string;
  reason: string;
  /** done at once unless the provider still has to give the paid part back. */
  done: boolean;
}

/** Refunds of paid orders (migration 0023): the refund rows, the cards they cancelled, the order's status. */
export class RefundRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async byRequestKey(requestKey: string, db: Db = this.db): Promise<OrderRefundRow | null> {
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.requestKey, requestKey));
    return row ?? null;
  }

  async find(refundId: number, db: Db = this.db): Promise<OrderRefundRow | null> {
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    return row ?? null;
  }

  /** An order's refunds, oldest first, with the cards each cancelled. */
  async ofOrder(orderId: number, db: Db = this.db): Promise<(OrderRefundRow & { cardIds: number[] })[]> {
    const rows = await db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.id));
    if (rows.length === 0) return [];
    const cards = await db
      .select()
      .from(orderRefundCards)
      .where(
        inArray(
          orderRefundCards.refundId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderRefundCards.cardId));
    return rows.map((row) => ({
      ...row,
      cardIds: cards.filter((card) => card.refundId === row.id).map((card) => card.cardId),
    }));
  }

  /** The order's cards in line order, with what tells whether each may be refunded. */
  async cardsOf(order: Pick<Order, 'buId' | 'orderNo'>, db: Db = this.db): Promise<OrderCardForRefund[]> {
    const rows = await db
      .select({
        cardId: giftCards.id,
        lineNo: giftCards.lineNo,
        lineSeq: giftCards.lineSeq,
        itemCode: giftCards.itemCode,
        initialAmount: giftCards.initialAmount,
        balance: giftCards.balance,
        retiredAt: giftCards.retiredAt,
        refundId: orderRefundCards.refundId,
        hasOtherMoney: sql<boolean>`EXISTS (SELECT 1 FROM card_ledger other_money
          WHERE other_money.card_id = gift_cards.id AND other_money.type IN ('L', 'C'))`,
      })
      .from(giftCards)
      .leftJoin(orderRefundCards, eq(orderRefundCards.cardId, giftCards.id))
      .where(and(eq(giftCards.buId, order.buId), eq(giftCards.orderNo, order.orderNo)))
      .orderBy(asc(giftCards.lineNo), asc(giftCards.lineSeq), asc(giftCards.id));
    return rows.map((row) => ({
      cardId: row.cardId,
      lineNo: row.lineNo ?? 0,
      lineSeq: row.lineSeq ?? 0,
      itemCode: row.itemCode ?? '',
      initialAmount: row.initialAmount,
      balance: row.balance,
      hasOtherMoney: Boolean(row.hasOtherMoney),
      transferred: row.retiredAt !== null,
      refundId: row.refundId ?? null,
    }));
  }

  /** Writes a refund and the cards it cancels (a card already refunded throws: its primary key). */
  async insert(
    tx: Db,
    refund: NewRefund,
    cards: readonly { cardId: number; amount: number }[],
  ): Promise<OrderRefundRow> {
    const now = new Date(this.now());
    const { done, ...columns } = refund;
    const [row] = await tx
      .insert(orderRefunds)
      .values({ ...columns, state: done ? 'done' : 'pending', createdAt: now, doneAt: done ? now : null })
      .returning();
    if (cards.length > 0)
      await tx.insert(orderRefundCards).values(cards.map((card) => ({ ...card, refundId: row.id })));
    return row;
  }

  /**
   * Cancels an unused card inside `tx`: its whole balance leaves it (an R row of the ledger) and it is
   * blocked for good. One conditional UPDATE: a redemption or top-up that got there first (the balance
   * is no longer the face value, or it has other money) makes it answer false, and nothing is written.
   */
  async cancelCard(tx: Db, cardId: number, reference: string): Promise<boolean> {
    const now = new Date(this.now());
    const [cancelled] = await tx
      .update(giftCards)
      .set({ balance: 0, isBlocked: true, refundedAt: now })
      .where(
        and(
          eq(giftCards.id, cardId),
          sql`${giftCards.balance} = ${giftCards.initialAmount}`,
          sql`${giftCards.balance} > 0`,
          sql`${giftCards.refundedAt} IS NULL AND ${giftCards.retiredAt} IS NULL`,
          // Spelled out: inside an UPDATE's subquery an unqualified "id" would be the ledger row's.
          sql`NOT EXISTS (SELECT 1 FROM card_ledger other_money
            WHERE other_money.card_id = gift_cards.id AND other_money.type IN ('L', 'C'))`,
        ),
      )
      .returning({ initialAmount: giftCards.initialAmount });
    if (!cancelled) return false;
    await tx.insert(cardLedger).values({
      cardId,
      type: 'R',
      amount: -cancelled.initialAmount,
      balanceAfter: 0,
      reference,
      createdAt: now,
    });
    return true;
  }

  /** Moves the order to 099 (every card refunded) or 098; false when it was not refundable any more. */
  async markReturned(tx: Db, orderId: number, status: '099' | '098'): Promise<boolean> {
    const [moved] = await tx
      .update(orders)
      .set({ status, updatedAt: new Date(this.now()) })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...REFUNDABLE_STATUSES])))
      .returning({ id: orders.id });
    return moved !== undefined;
  }

  /** The provider gave the paid part back: the refund is done (once). */
  async markDone(refundId: number, providerRefundId: string | null, db: Db = this.db): Promise<OrderRefundRow | null> {
    const now = new Date(this.now());
    const [row] = await db
      .update(orderRefunds)
      .set({ state: 'done', doneAt: now, providerRefundId })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')))
      .returning();
    return row ?? null;
  }

  /** Refunds still waiting for their provider, oldest first. */
  async pending(limit = 100): Promise<OrderRefundRow[]> {
    return this.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.state, 'pending'))
      .orderBy(asc(orderRefunds.createdAt))
      .limit(limit);
  }
}
