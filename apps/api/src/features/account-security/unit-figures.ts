import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from '../orders/order-tables';
import { accountDeletions } from './account-security-tables';

/** Order statuses of a paid order (decision 0008): confirmed ones and those returned afterwards. */
const PAID_STATUSES = ['09', '042', '091', '099', '098'] as const;

export interface UnitFigures {
  orders: number;
  paidOrders: number;
  /** The paid orders' totals, in minor units. */
  paidAmount: number;
  /** Orders of accounts deleted since (decision 0050: they stay in the figures). */
  ordersOfDeletedAccounts: number;
  deletedAccounts: number;
}

/** A unit's order figures, as the back office counts them. */
export async function unitFigures(db: Db, buId: string): Promise<UnitFigures> {
  const [all] = await db.select({ total: count() }).from(orders).where(eq(orders.buId, buId));
  const [paid] = await db
    .select({ total: count(), amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)` })
    .from(orders)
    .where(and(eq(orders.buId, buId), inArray(orders.status, [...PAID_STATUSES])));
  const [ofDeleted] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(accountDeletions, eq(accountDeletions.accountId, orders.accountId))
    .where(eq(orders.buId, buId));
  const [deleted] = await db.select({ total: count() }).from(accountDeletions).where(eq(accountDeletions.buId, buId));
  return {
    orders: all.total,
    paidOrders: paid.total,
    paidAmount: Number(paid.amount),
    ordersOfDeletedAccounts: ofDeleted.total,
    deletedAccounts: deleted.total,
  };
}
