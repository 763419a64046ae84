import type { DeliveryChannel } from '../../db/schema';
import type { Services } from '../services';
import type { OutgoingAttachment, OutgoingMessage } from '../../messaging/outbox';
import { cardDocumentFormat, cardsFile } from '../documents/card-document-formats';
import { documentLook, orderDocumentCards } from '../documents/order-document-cards';
import type { Order, OrderLine } from '../orders/order-repository';
import type { CardDelivery } from './delivery-repository';
import { deliveryTexts } from './delivery-texts';

/** The deliverType whose file each document channel sends. */
const DELIVER_TYPE_OF: Readonly<Record<string, string>> = {
  pdf: 'PDF',
  zip: 'Zip',
  cardFile: 'CardFile',
  urlFile: 'URLFile',
};

/** The document of one channel holding exactly these deliveries' cards, as the buyer's attachment. */
export async function cardsDocument(
  services: Services,
  order: Order,
  lines: readonly OrderLine[],
  deliveries: readonly CardDelivery[],
  channel: DeliveryChannel,
): Promise<OutgoingAttachment> {
  const unit = await services.units.find(order.buId);
  if (!unit) throw new Error(`unit ${order.buId} of order ${order.orderNo} is gone`);
  const issued = new Map(
    (await services.giftCards.findByOrder(order.buId, order.orderNo)).map((card) => [card.id, card]),
  );
  const cards = deliveries.flatMap((delivery) => issued.get(delivery.cardId) ?? []);
  const file = await cardsFile(
    cardDocumentFormat(DELIVER_TYPE_OF[channel]),
    order.orderNo,
    await orderDocumentCards(services, order, lines, cards),
    documentLook(unit, order.language),
  );
  return { ...file, content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength) };
}

/** The buyer's email carrying the document of the deliveries' cards (all of one channel). */
export async function documentMessage(
  services: Services,
  order: Order,
  lines: readonly OrderLine[],
  deliveries: readonly CardDelivery[],
): Promise<OutgoingMessage> {
  const channel = deliveries[0].channel;
  const attachment = await cardsDocument(services, order, lines, deliveries, channel);
  const text = deliveryTexts(order.language).documentEmail({
    orderNo: order.orderNo,
    cardCount: deliveries.length,
    format: cardDocumentFormat(DELIVER_TYPE_OF[channel]).label,
  });
  return {
    buId: order.buId,
    channel: 'email',
    recipient: deliveries[0].recipient,
    language: order.language,
    ...text,
    attachments: [attachment],
  };
}
