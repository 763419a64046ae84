// The order bench's count of what its purchases left in the database: every purchase the bench saw
// complete is one paid order (09) with exactly one succeeded payment, its 2 cards issued once (one
// opening ledger row each) and their deliveries planned once; and nothing was paid that the bench did
// not see complete (a purchase lost on the way would show there).
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database';

export interface PurchaseCheck {
  /** Purchases the bench saw complete. */
  bought: number;
  /** Of those, the ones whose order, payment, cards, ledger and deliveries are exactly right. */
  exact: number;
  /** Paid orders the bench did not see complete (answers lost on the way). */
  paidUnseen: number;
  /** What was wrong, a few examples. */
  problems: string[];
}

interface OrderFacts extends Record<string, unknown> {
  order_no: string;
  status: string;
  succeeded: number;
  cards: number;
  openings: number;
  deliveries: number;
}

/** Checks `orderNos` (bought, 2 email cards each) against the database of unit `buId`. */
export async function checkPurchases(db: Db, buId: string, orderNos: readonly string[]): Promise<PurchaseCheck> {
  const result = await db.execute<OrderFacts>(sql`
    select o.order_no, o.status,
      (select count(*)::int from payments p
        where p.purpose = 'order' and p.reference = o.order_no and p.state = 'succeeded') as succeeded,
      (select count(*)::int from gift_cards c where c.bu_id = o.bu_id and c.order_no = o.order_no) as cards,
      (select count(*)::int from card_ledger l join gift_cards c on c.id = l.card_id
        where c.bu_id = o.bu_id and c.order_no = o.order_no and l.type = 'I') as openings,
      (select count(*)::int from card_deliveries d where d.order_id = o.id) as deliveries
    from orders o where o.bu_id = ${buId} and o.kind = 'order'`);
  const rows = (result as unknown as { rows: OrderFacts[] }).rows;
  const byNo = new Map(rows.map((row) => [row.order_no, row]));
  const bought = new Set(orderNos);
  const problems: string[] = [];
  let exact = 0;
  for (const orderNo of bought) {
    const row = byNo.get(orderNo);
    const right =
      row?.status === '09' && row.succeeded === 1 && row.cards === 2 && row.openings === 2 && row.deliveries === 2;
    if (right) exact += 1;
    else if (problems.length < 5) problems.push(`${orderNo}: ${row ? JSON.stringify(row) : 'no such order'}`);
  }
  const paidUnseen = rows.filter((row) => row.status === '09' && !bought.has(row.order_no)).length;
  if (orderNos.length !== bought.size) problems.push(`${orderNos.length - bought.size} order numbers answered twice`);
  return { bought: orderNos.length, exact, paidUnseen, problems };
}
