import type { CardDelivery as CardDeliveryView, OrderDeliverySummary } from '@shop/contracts';
import type { CardDelivery, ListedDelivery } from './delivery-repository';

/**
 * What the lists say of a delivery: its own status, except that a send whose email or SMS the
 * transport refused (SMTP 5xx, a gateway's refusal, the last retry) is failed, and one still waiting
 * for SMTP is not sent yet.
 */
export function listedStatus(row: ListedDelivery): CardDeliveryView['status'] {
  if (row.status !== 'sent') return row.status;
  if (row.messageStatus === 'failed') return 'failed';
  if (row.messageStatus === 'pending') return 'sending';
  return 'sent';
}

/** One delivery as the card list shows it. */
export function cardDeliveryView(row: ListedDelivery): CardDeliveryView {
  return {
    channel: row.channel,
    status: listedStatus(row),
    recipient: row.recipient,
    dueAt: row.dueAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    sentCount: row.sentCount,
  };
}

/** An order's deliveries counted per channel and status, in the order they were planned. */
export function orderDeliverySummary(rows: readonly ListedDelivery[]): OrderDeliverySummary[] {
  const counts = new Map<string, OrderDeliverySummary>();
  for (const row of rows) {
    const status = listedStatus(row);
    const key = `${row.channel}:${status}`;
    const summary = counts.get(key) ?? { channel: row.channel, status, cards: 0 };
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
