import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders, type OutboxStatus } from '../../db/schema';
import { cardDeliveries, cardDeliverySends, fulfilments, type DeliveryChannel } from './delivery-tables';

export type CardDelivery = typeof cardDeliveries.$inferSelect;
/** A delivery with the state of the message its last send became (pending until SMTP took it). */
export type ListedDelivery = CardDelivery & { messageStatus: OutboxStatus | null };

/** The outbox status of a delivery's latest send, for the lists. */
const latestMessageStatus = sql<OutboxStatus | null>`(
  SELECT o.status FROM card_delivery_sends s JOIN outbox o ON o.id = s.outbox_message_id
  WHERE s.delivery_id = card_deliveries.id ORDER BY s.id DESC LIMIT 1
)`;
export type NewCardDelivery = Omit<typeof cardDeliveries.$inferInsert, 'id' | 'createdAt'>;
export type NewFulfilment = Omit<typeof fulfilments.$inferInsert, 'id' | 'createdAt'>;

/** Deliveries of cards per channel, their sends and the physical lines' fulfilment records (the SQL). */
export class DeliveryRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Adds an order's deliveries in `tx`; a card and channel already planned (a replay) is kept as it is. */
  async plan(tx: Db, rows: NewCardDelivery[]): Promise<CardDelivery[]> {
    if (rows.length === 0) return [];
    const createdAt = new Date(this.now());
    return tx
      .insert(cardDeliveries)
      .values(rows.map((row) => ({ ...row, createdAt })))
      .onConflictDoNothing({ target: [cardDeliveries.cardId, cardDeliveries.channel] })
      .returning();
  }

  /**
   * Locks the still-scheduled deliveries among `ids` in `tx` (the others were sent by another process
   * or earlier run): only what this answers may be sent, and marked sent in the same transaction.
   */
  async claimScheduled(tx: Db, ids: readonly number[]): Promise<CardDelivery[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(cardDeliveries)
      .where(and(inArray(cardDeliveries.id, [...ids]), eq(cardDeliveries.status, 'scheduled')))
      .orderBy(asc(cardDeliveries.id))
      .for('update');
  }

  /** Marks deliveries sent (once more for a resend) and records the send of each. */
  async recordSent(
    tx: Db,
    deliveries: readonly CardDelivery[],
    kind: 'delivery' | 'resend',
    outboxMessageId: number | null,
    recipient?: string,
  ): Promise<void> {
    await this.recordSends(
      tx,
      deliveries.map((delivery) => ({ delivery, outboxMessageId })),
      kind,
      recipient,
    );
  }

  /**
   * recordSent for deliveries each sent in its own message: two statements for all of them (an order's
   * cards emailed on its paying transaction), not two per card.
   */
  async recordSends(
    tx: Db,
    sends: readonly { delivery: CardDelivery; outboxMessageId: number | null }[],
    kind: 'delivery' | 'resend',
    recipient?: string,
  ): Promise<void> {
    if (sends.length === 0) return;
    const sentAt = new Date(this.now());
    const ids = sends.map(({ delivery }) => delivery.id);
    // One statement: the deliveries marked sent (a data-modifying WITH, run whether read or not) and
    // their sends recorded, one round trip on the paying transaction instead of two.
    const marked = tx.$with('marked').as(
      tx
        .update(cardDeliveries)
        .set({ status: 'sent', sentAt, sentCount: sql`${cardDeliveries.sentCount} + 1`, lastError: null })
        .where(inArray(cardDeliveries.id, ids))
        .returning({ id: cardDeliveries.id }),
    );
    await tx
      .with(marked)
      .insert(cardDeliverySends)
      .values(
        sends.map(({ delivery, outboxMessageId }) => ({
          deliveryId: delivery.id,
          kind,
          recipient: recipient ?? delivery.recipient,
          outboxMessageId,
          sentAt,
        })),
      );
  }

  /** Counts a failed try; `final` gives up (failed) after the job's last retry. */
  async recordFailure(ids: readonly number[], error: string, final: boolean): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(cardDeliveries)
      .set({
        attempts: sql`${cardDeliveries.attempts} + 1`,
        lastError: error.slice(0, 500),
        ...(final && { status: 'failed' as const }),
      })
      .where(and(inArray(cardDeliveries.id, [...ids]), eq(cardDeliveries.status, 'scheduled')));
  }

  async forOrder(orderId: number, db: Db = this.db): Promise<CardDelivery[]> {
    return db.select().from(cardDeliveries).where(eq(cardDeliveries.orderId, orderId)).orderBy(asc(cardDeliveries.id));
  }

  /** The deliveries of a unit's orders by number, each with its order's number. */
  async forOrderNos(buId: string, orderNos: readonly string[]): Promise<(ListedDelivery & { orderNo: string })[]> {
    if (orderNos.length === 0) return [];
    const rows = await this.db
      .select({ delivery: cardDeliveries, orderNo: orders.orderNo, messageStatus: latestMessageStatus })
      .from(cardDeliveries)
      .innerJoin(orders, eq(orders.id, cardDeliveries.orderId))
      .where(and(eq(orders.buId, buId), inArray(orders.orderNo, [...orderNos])))
      .orderBy(asc(cardDeliveries.id));
    return rows.map(({ delivery, orderNo, messageStatus }) => ({ ...delivery, orderNo, messageStatus }));
  }

  async forCards(cardIds: readonly number[]): Promise<ListedDelivery[]> {
    if (cardIds.length === 0) return [];
    const rows = await this.db
      .select({ delivery: cardDeliveries, messageStatus: latestMessageStatus })
      .from(cardDeliveries)
      .where(inArray(cardDeliveries.cardId, [...cardIds]))
      .orderBy(asc(cardDeliveries.id));
    return rows.map(({ delivery, messageStatus }) => ({ ...delivery, messageStatus }));
  }

  async ofCard(cardId: number, channel: DeliveryChannel, db: Db = this.db): Promise<CardDelivery | undefined> {
    const [row] = await db
      .select()
      .from(cardDeliveries)
      .where(and(eq(cardDeliveries.cardId, cardId), eq(cardDeliveries.channel, channel)));
    return row;
  }

  /** A physical line's record for the warehouse, once per line. */
  async addFulfilment(tx: Db, row: NewFulfilment): Promise<void> {
    await tx
      .insert(fulfilments)
      .values({ ...row, createdAt: new Date(this.now()) })
      .onConflictDoNothing({ target: [fulfilments.orderId, fulfilments.lineNo] });
  }
}
