import type { CardKind } from '@shop/contracts';
import type { Db } from '../../db/database';
import type { Services } from '../services';
import { QUEUES } from '../../jobs/queues';
import type { IssuedCard } from '../gift-cards/card-issuer';
import type { Order, OrderLine } from '../orders/order-repository';
import { cardMessage } from './card-message';
import { channelsOf, dueAtOf, recipientOf } from './delivery-plan';
import type { CardDelivery, NewCardDelivery } from './delivery-repository';
import { unlockEmail } from './unlock-email';

/** What a delivery job carries: deliveries of one order, due at the same time, of one channel. */
export interface DeliveryJobData {
  buId: string;
  orderNo: string;
  deliveryIds: number[];
  /** A resend of deliveries already sent (documents sent again). */
  resend?: boolean;
}

/** Groups deliveries by channel and due time: one job (one document, or one run of messages) each. */
function batches(deliveries: readonly CardDelivery[]): CardDelivery[][] {
  const groups = new Map<string, CardDelivery[]>();
  for (const delivery of deliveries) {
    const key = `${delivery.channel}@${delivery.dueAt.getTime()}`;
    groups.set(key, [...(groups.get(key) ?? []), delivery]);
  }
  return [...groups.values()];
}

/** Enqueues, in `tx`, the jobs that send these deliveries at their due time. */
export async function enqueueDeliveries(
  tx: Db,
  services: Services,
  order: Pick<Order, 'buId' | 'orderNo'>,
  deliveries: readonly CardDelivery[],
  resend = false,
): Promise<void> {
  for (const batch of batches(deliveries)) {
    const data: DeliveryJobData = {
      buId: order.buId,
      orderNo: order.orderNo,
      deliveryIds: batch.map((delivery) => delivery.id),
      ...(resend && { resend }),
    };
    const startAfterSeconds = (batch[0].dueAt.getTime() - services.now()) / 1000;
    await services.jobs.send(QUEUES.delivery, data, { startAfterSeconds, db: tx });
  }
}

/**
 * Plans, in the paying transaction `tx`, how each issued card of a paid order reaches its receiver
 * (decision 0011): a delivery row per card and channel; a fulfilment record per physical line and the
 * buyer's email with the unlock link (decision 0015); the emails and SMS due now written to the outbox
 * at once; scheduled ones and every document enqueued as jobs. A replayed settlement finds its rows
 * planned and sends nothing again. Answers how many messages it sent now.
 */
export async function startDeliveries(
  tx: Db,
  services: Services,
  order: Order,
  lines: readonly OrderLine[],
  cards: readonly IssuedCard[],
): Promise<number> {
  const now = services.now();
  const lineOf = new Map(lines.map((line) => [line.lineNo, line]));
  const rows: NewCardDelivery[] = [];
  for (const card of cards) {
    const line = lineOf.get(card.lineNo);
    if (!line) continue;
    for (const channel of channelsOf(line.kind as CardKind, line.deliverType)) {
      rows.push({
        buId: order.buId,
        orderId: order.id,
        lineNo: line.lineNo,
        cardId: card.cardId,
        channel,
        recipient: recipientOf(channel, line, order.buyerEmail),
        dueAt: channel === 'post' ? new Date(now) : dueAtOf(line.deliverDate, line.deliverTimeZone, now),
        timeZone: line.deliverTimeZone,
        status: channel === 'post' ? 'preparing' : 'scheduled',
      });
    }
  }
  const planned = await services.deliveries.plan(tx, rows);
  for (const line of lines) {
    if (!planned.some((row) => row.lineNo === line.lineNo && row.channel === 'post')) continue;
    await services.deliveries.addFulfilment(tx, {
      buId: order.buId,
      orderId: order.id,
      lineNo: line.lineNo,
      letterTypeId: line.letterTypeId,
      cardQty: line.qty,
      receiverName: line.receiverName,
      address: {
        address: line.receiverAddress,
        address2: line.receiverAddress2,
        zipCode: line.receiverZipCode,
        city: line.receiverCity,
        countryCode: line.receiverCountryCode,
      },
    });
  }

  const posted = planned.filter((row) => row.channel === 'post').length;
  if (posted > 0) await services.outbox.send(unlockEmail(services, order, posted), tx);

  const cardOf = new Map(cards.map((card) => [card.cardId, card]));
  const dueNow = planned.filter(
    (row) => (row.channel === 'email' || row.channel === 'sms') && row.dueAt.getTime() <= now,
  );
  const messages = [];
  for (const delivery of dueNow) {
    const card = cardOf.get(delivery.cardId);
    if (!card) continue;
    messages.push({
      delivery,
      message: await cardMessage(services, order, lineOf.get(delivery.lineNo), card, delivery),
    });
  }
  // Written with one INSERT for all the order's cards.
  const messageIds = await services.outbox.sendAll(
    messages.map(({ message }) => message),
    tx,
  );
  const sends = messages.map(({ delivery }, index) => ({ delivery, outboxMessageId: messageIds[index] }));
  await services.deliveries.recordSends(tx, sends, 'delivery');
  const later = planned.filter((row) => row.status === 'scheduled' && !dueNow.includes(row));
  await enqueueDeliveries(tx, services, order, later);
  return dueNow.length;
}
