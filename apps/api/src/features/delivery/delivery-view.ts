import type { CardDelivery as CardDeliveryView, OrderDeliverySummary } from '@shop/contracts';
import type { CardDelivery } from './delivery-repository';

/** One delivery as the card list shows it. */
export function cardDeliveryView(row: CardDelivery): CardDeliveryView {
  return {
    channel: row.channel,
    status: row.status,
    recipient: row.recipient,
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    sentCount: row.sentCount,
  };
}

/** An order's deliveries counted per channel and status, in the order they were planned. */
export function orderDeliverySummary(rows: readonly CardDelivery[]): OrderDeliverySummary[] {
  const counts = new Map<string, OrderDeliverySummary>();
  for (const row of rows) {
    const key = `${row.channel}:${row.status}`;
    const summary = counts.get(key) ?? { channel: row.channel, status: row.status, cards: 0 };
    summary.cards += 1;
    counts.set(key, summary);
  }
  return [...counts.values()];
}

/** Groups rows by a key (card id, order number). */
export function groupBy<T extends CardDelivery, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}
