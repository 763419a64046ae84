import type { Db } from '../../db/database';
import type { Services } from '../services';
import type { GiftCard } from '../gift-cards/gift-card-store';
import type { Order } from '../orders/order-repository';
import { cardMessage, deliveredCard } from './card-message';
import { isDocumentChannel } from './delivery-plan';
import { enqueueDeliveries } from './start-deliveries';

/**
 * Sends a paid order's cards again the way they went (/v1/order/resend): each email and SMS now, each
 * document by a job (they take a while to make), and records every send. Deliveries still scheduled
 * for a later day and posted cards are left as they are. Answers how many messages were sent or queued.
 */
export async function resendOrderDeliveries(services: Services, order: Order): Promise<number> {
  const deliveries = (await services.deliveries.forOrder(order.id)).filter(
    (delivery) => delivery.status === 'sent' || delivery.status === 'failed',
  );
  const lines = await services.orders.lines(order.id);
  const messages = deliveries.filter((delivery) => !isDocumentChannel(delivery.channel) && delivery.channel !== 'post');
  for (const delivery of messages) {
    const card = await deliveredCard(services, delivery.cardId);
    const line = lines.find((candidate) => candidate.lineNo === delivery.lineNo);
    const message = await cardMessage(services, order, line, card, delivery);
    await services.db.transaction(async (tx) => {
      const messageId = await services.outbox.send(message, tx);
      await services.deliveries.recordSent(tx, [delivery], 'resend', messageId);
    });
  }
  const documents = deliveries.filter((delivery) => isDocumentChannel(delivery.channel));
  await services.db.transaction((tx) => enqueueDeliveries(tx, services, order, documents, true));
  return messages.length + new Set(documents.map((delivery) => delivery.channel)).size;
}

/**
 * Records in `tx` that a card was emailed again by its owner (cardResend) to `recipient`: a resend of
 * its email delivery, which is added (as sent) when the card first went another way.
 */
export async function recordCardResend(
  tx: Db,
  services: Services,
  card: GiftCard,
  recipient: string,
  outboxMessageId: number | null,
): Promise<void> {
  if (!card.orderNo) return; // Imported from elsewhere: the shop never delivered it.
  const order = await services.orders.findByNo(card.buId, card.orderNo, tx);
  if (!order) return;
  let delivery = await services.deliveries.ofCard(card.id, 'email', tx);
  if (!delivery) {
    const now = new Date(services.now());
    [delivery] = await services.deliveries.plan(tx, [
      {
        buId: card.buId,
        orderId: order.id,
        lineNo: card.lineNo ?? 1,
        cardId: card.id,
        channel: 'email',
        recipient,
        dueAt: now,
        status: 'sent',
      },
    ]);
    if (!delivery) return;
  }
  await services.deliveries.recordSent(tx, [delivery], 'resend', outboxMessageId, recipient);
}
