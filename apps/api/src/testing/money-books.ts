import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftCards, orderEvents, orderLines, orders, outbox, payments } from '../db/schema';
import type { RunningSandbox } from '../integration/payments-sandbox';

/** A payment as the provider's own book has it (the sandbox's merchant API, with the shared secret). */
interface ProviderBookEntry {
  state: string;
  capturedAmount: number;
  refundedAmount: number;
  refunds: unknown[];
}

async function providerEntry(sandbox: RunningSandbox, providerPaymentId: string): Promise<ProviderBookEntry> {
  const response = await fetch(`${sandbox.url}/v1/payments/${encodeURIComponent(providerPaymentId)}`, {
    headers: { authorization: `Bearer ${sandbox.secret}` },
  });
  if (!response.ok) throw new Error(`the sandbox answered ${response.status} for ${providerPaymentId}`);
  return (await response.json()) as ProviderBookEntry;
}

/** Where one order's money ended, as both books say; `problems` lists every disagreement. */
export interface OrderMoney {
  status: string;
  /** Cards issued for the order, and the cards its lines asked for. */
  cards: number;
  cardsBought: number;
  /** Sums in minor units: what the shop kept (succeeded payments), what the provider holds net. */
  shopKept: number;
  providerNet: number;
  /** Payments given back, refunds the provider made, refund emails to the buyer. */
  refundedPayments: number;
  providerRefunds: number;
  refundEmails: number;
  events: string[];
  problems: string[];
}

/**
 * Sums one order's money in the shop's books and in the provider's, and says where they disagree: a
 * paid order (09) has one succeeded payment of its due amount and its cards issued once; a cancelled
 * one (02) has no card and kept nothing, every payment the provider took was refunded once, and the
 * buyer was emailed once per refund; in both the provider's net equals what the shop kept.
 */
export async function orderMoney(database: Database, sandbox: RunningSandbox, orderNo: string): Promise<OrderMoney> {
  const { db } = database;
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const count = sql<number>`count(*)::int`;
  const [issued] = await db.select({ count }).from(giftCards).where(eq(giftCards.orderNo, orderNo));
  const [bought] = await db
    .select({ qty: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.reference, orderNo)));
  const [emails] = await db
    .select({ count })
    .from(outbox)
    .where(and(eq(outbox.recipient, order.buyerEmail), like(outbox.subject, '%refunded%')));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);

  const problems: string[] = [];
  let providerNet = 0;
  let providerRefunds = 0;
  for (const row of rows) {
    if (!row.providerPaymentId) continue;
    const entry = await providerEntry(sandbox, row.providerPaymentId);
    providerNet += entry.capturedAmount - entry.refundedAmount;
    providerRefunds += entry.refunds.length;
    if (entry.refunds.length > 1) problems.push(`${row.id} was refunded ${entry.refunds.length} times`);
    if (entry.capturedAmount > 0 && row.state !== 'succeeded' && row.state !== 'refunded')
      problems.push(`${row.id} is ${row.state} while the provider captured ${entry.capturedAmount}`);
    if (row.state === 'refunded' && entry.refundedAmount !== entry.capturedAmount)
      problems.push(`${row.id} is refunded here, ${entry.refundedAmount} of ${entry.capturedAmount} there`);
  }
  const succeeded = rows.filter((row) => row.state === 'succeeded');
  const refunded = rows.filter((row) => row.state === 'refunded');
  const shopKept = succeeded.reduce((sum, row) => sum + row.amount, 0);
  if (providerNet !== shopKept) problems.push(`the provider holds ${providerNet}, the shop kept ${shopKept}`);
  if (order.status === '09') {
    if (succeeded.length !== 1 || shopKept !== order.dueAmount)
      problems.push(`paid order with ${succeeded.length} succeeded payments of ${shopKept} for ${order.dueAmount}`);
    if (issued.count !== bought.qty) problems.push(`paid order with ${issued.count} of ${bought.qty} cards`);
  } else if (order.status === '02') {
    if (succeeded.length > 0) problems.push('a cancelled order kept a payment');
    if (issued.count > 0) problems.push(`a cancelled order issued ${issued.count} cards`);
  } else problems.push(`the order ended in ${order.status}`);
  if (rows.some((row) => row.state === 'refund_due')) problems.push('a refund is still owed');
  if (emails.count !== refunded.length) problems.push(`${emails.count} refund emails for ${refunded.length} refunds`);
  return {
    status: order.status,
    cards: issued.count,
    cardsBought: bought.qty,
    shopKept,
    providerNet,
    refundedPayments: refunded.length,
    providerRefunds,
    refundEmails: emails.count,
    events: events.map((event) => event.event),
    problems,
  };
}
