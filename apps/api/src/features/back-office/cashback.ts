import type { CashbackSettings } from '@shop/contracts';
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Services } from '../services';
import { orderCashbacks, orderRefunds } from './back-office-tables';

/** The spec's constant: cashback is credited within 24 hours of the payment. */
export const CASHBACK_CREDIT_WITHIN_MS = 24 * 60 * 60 * 1000;
/** The job runs every hour; it looks back two days so a day without jobs loses nothing. */
export const CASHBACK_SWEEP_EVERY_SECONDS = 60 * 60;
export const CASHBACK_LOOKBACK_MS = 2 * CASHBACK_CREDIT_WITHIN_MS;

/** The wallet ledger's reference of an order's cashback (one per order). */
export const cashbackReference = (orderNo: string) => `cashback:${orderNo}`;

/**
 * The cashback of an order (decision 0043): rateBp of what the member paid (less what refunds gave
 * back of it), rounded down, capped by maxAmount; nothing under minOrderAmount.
 */
export function cashbackAmount(settings: CashbackSettings, paid: number): number {
  if (paid <= 0 || paid < (settings.minOrderAmount ?? 0)) return 0;
  const earned = Math.floor((paid * settings.rateBp) / 10_000);
  return settings.maxAmount === undefined ? earned : Math.min(earned, settings.maxAmount);
}

/**
 * Credits the cashback of members' orders paid in the last two days that have none yet, on units
 * whose `cashback` parameter is set and whose wallet feature is on: a C movement on the member's
 * wallet and the order_cashbacks row, in one transaction per order (the row's key and the wallet's
 * unique reference make a second run, or another replica's, credit nothing again). A fully returned
 * order (099) earns nothing. Answers how many orders were credited.
 */
export async function creditCashbacks(services: Services): Promise<number> {
  const since = new Date(services.now() - CASHBACK_LOOKBACK_MS);
  const refunded = services.db
    .select({ orderId: orderRefunds.orderId, paid: sql<string>`sum(${orderRefunds.paidAmount})`.as('paid') })
    .from(orderRefunds)
    .groupBy(orderRefunds.orderId)
    .as('refunded');
  const due = await services.db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      buId: orders.buId,
      accountId: orders.accountId,
      dueAmount: orders.dueAmount,
      refundedPaid: sql<string>`coalesce(${refunded.paid}, 0)`,
    })
    .from(orders)
    .leftJoin(orderCashbacks, eq(orderCashbacks.orderId, orders.id))
    .leftJoin(refunded, eq(refunded.orderId, orders.id))
    .where(
      and(
        eq(orders.kind, 'order'),
        inArray(orders.status, ['09', '098']),
        isNotNull(orders.accountId),
        gte(orders.paidAt, since),
        isNull(orderCashbacks.orderId),
      ),
    )
    .orderBy(orders.paidAt)
    .limit(1000);
  let credited = 0;
  for (const order of due) {
    const unit = await services.units.find(order.buId);
    if (!unit?.cashback || !unit.features.wallet || order.accountId === null) continue;
    const amount = cashbackAmount(unit.cashback, order.dueAmount - Number(order.refundedPaid));
    if (amount <= 0) continue;
    const accountId = order.accountId;
    const rateBp = unit.cashback.rateBp;
    const done = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderCashbacks)
        .values({
          orderId: order.id,
          buId: order.buId,
          accountId,
          amount,
          rateBp,
          creditedAt: new Date(services.now()),
        })
        .onConflictDoNothing()
        .returning({ orderId: orderCashbacks.orderId });
      if (!row) return false;
      return (
        (await services.wallets.credit(tx, accountId, order.buId, amount, cashbackReference(order.orderNo), 'C')) ===
        'moved'
      );
    });
    if (done) credited += 1;
  }
  return credited;
}
