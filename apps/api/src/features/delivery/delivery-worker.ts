import type { Services } from '../services';
import type { Job } from '../../jobs/job-queue';
import { DEFAULT_RETRY } from '../../jobs/queues';
import type { Order, OrderLine } from '../orders/order-repository';
import { cardMessage, deliveredCard } from './card-message';
import { isDocumentChannel } from './delivery-plan';
import type { CardDelivery } from './delivery-repository';
import { documentMessage } from './document-message';
import type { DeliveryJobData } from './start-deliveries';

/**
 * One card's email or SMS, once: the card is read before the transaction (PGlite has one connection),
 * then the delivery is claimed (still scheduled, locked), written to the outbox and marked sent in one
 * transaction, so a second process or a rerun of the job finds it sent. A resend sends again.
 */
async function sendCard(
  services: Services,
  order: Order,
  line: OrderLine | undefined,
  delivery: CardDelivery,
  resend: boolean,
) {
  const card = await deliveredCard(services, delivery.cardId);
  const message = await cardMessage(services, order, line, card, delivery);
  await services.db.transaction(async (tx) => {
    if (!resend && (await services.deliveries.claimScheduled(tx, [delivery.id])).length === 0) return;
    const messageId = await services.outbox.send(message, tx);
    await services.deliveries.recordSent(tx, [delivery], resend ? 'resend' : 'delivery', messageId);
  });
}

/** One document (PDF, zip, xlsx) of the deliveries' cards to the buyer, once (see sendCard). */
async function sendDocument(
  services: Services,
  order: Order,
  lines: readonly OrderLine[],
  deliveries: readonly CardDelivery[],
  resend: boolean,
) {
  const message = await documentMessage(services, order, lines, deliveries);
  await services.db.transaction(async (tx) => {
    const claimed = resend
      ? deliveries
      : await services.deliveries.claimScheduled(
          tx,
          deliveries.map(({ id }) => id),
        );
    if (claimed.length === 0) return;
    const messageId = await services.outbox.send(message, tx);
    await services.deliveries.recordSent(tx, claimed, resend ? 'resend' : 'delivery', messageId);
  });
}

/**
 * Works a delivery job: the order's deliveries it names, by their channel. A failure is counted on the
 * deliveries and thrown for the queue to retry with backoff; after the last try they are marked failed.
 */
export async function runDeliveryJob(services: Services, job: Job<DeliveryJobData>): Promise<void> {
  const { buId, orderNo, deliveryIds, resend = false } = job.data;
  const order = await services.orders.findByNo(buId, orderNo);
  if (!order) return;
  const deliveries = (await services.deliveries.forOrder(order.id)).filter(({ id }) => deliveryIds.includes(id));
  if (deliveries.length === 0) return;
  const lines = await services.orders.lines(order.id);
  try {
    if (isDocumentChannel(deliveries[0].channel)) {
      await sendDocument(services, order, lines, deliveries, resend);
    } else {
      for (const delivery of deliveries) {
        await sendCard(
          services,
          order,
          lines.find((line) => line.lineNo === delivery.lineNo),
          delivery,
          resend,
        );
      }
    }
  } catch (error) {
    const final = job.retryCount >= DEFAULT_RETRY.retryLimit;
    await services.deliveries.recordFailure(deliveryIds, error instanceof Error ? error.message : String(error), final);
    throw error;
  }
}
