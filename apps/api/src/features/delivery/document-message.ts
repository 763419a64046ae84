import { LANGUAGES, type Language } from '@shop/contracts';
import type { DeliveryChannel } from '../../db/schema';
import type { Services } from '../../http/services';
import type { OutgoingAttachment, OutgoingMessage } from '../../messaging/outbox';
import { cardLinkUrl } from '../cards/card-link';
import { buildCardNumbersXlsx, buildCardUrlsXlsx } from '../documents/card-sheets';
import { buildCardsPdf } from '../documents/cards-pdf';
import { buildCardsZip } from '../documents/cards-zip';
import type { DocumentCard, DocumentLook, TemplateImage } from '../documents/document-model';
import { readTemplateImage } from '../documents/template-image';
import type { Order, OrderLine } from '../orders/order-repository';
import { deliveredCard } from './card-message';
import type { CardDelivery } from './delivery-repository';
import { deliveryTexts } from './delivery-texts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each document channel's file: its builder, name, type and the word the email uses for it. */
const DOCUMENTS: Record<
  string,
  {
    build: (cards: DocumentCard[], look: DocumentLook) => Promise<Buffer> | Buffer;
    ext: string;
    type: string;
    format: string;
  }
> = {
  pdf: { build: buildCardsPdf, ext: 'pdf', type: 'application/pdf', format: 'PDF' },
  zip: { build: buildCardsZip, ext: 'zip', type: 'application/zip', format: 'ZIP' },
  cardFile: { build: buildCardNumbersXlsx, ext: 'xlsx', type: XLSX_TYPE, format: 'Excel' },
  urlFile: { build: buildCardUrlsXlsx, ext: 'xlsx', type: XLSX_TYPE, format: 'Excel' },
};

const languageOf = (code: string): Language =>
  (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';

/** The document of one channel holding exactly these deliveries' cards, as the buyer's attachment. */
export async function cardsDocument(
  services: Services,
  order: Order,
  lines: readonly OrderLine[],
  deliveries: readonly CardDelivery[],
  channel: DeliveryChannel,
): Promise<OutgoingAttachment> {
  const unit = await services.units.find(order.buId);
  const look: DocumentLook = {
    language: languageOf(order.language),
    brandName: unit?.name ?? order.buId,
    primaryColor: unit?.theme.primary ?? '#1f2937',
  };
  const templates = new Map<string, Promise<TemplateImage | undefined>>();
  const templateOf = (url: string): Promise<TemplateImage | undefined> => {
    if (!services.imagesDir || !url) return Promise.resolve(undefined);
    const known = templates.get(url);
    if (known) return known;
    // A picture that cannot be read leaves the card without it rather than failing the delivery.
    const read = readTemplateImage(services.imagesDir, url).catch(() => undefined);
    templates.set(url, read);
    return read;
  };
  const cards: DocumentCard[] = [];
  for (const delivery of deliveries) {
    const line = lines.find((candidate) => candidate.lineNo === delivery.lineNo);
    const card = await deliveredCard(services, delivery.cardId);
    cards.push({
      cardNumber: card.cardNumber,
      pinCode: card.pinCode,
      amount: card.amount,
      currency: order.currency,
      expiresAt: card.expiresAt,
      productName: line?.productName || line?.itemCode || '',
      cardUrl: await cardLinkUrl(services, order.buId, card.cardId),
      template: await templateOf(line?.templateUrl || line?.productImgUrl || ''),
      senderName: line?.senderName || undefined,
      receiverName: line?.receiverName || undefined,
      message: line?.message || undefined,
    });
  }
  const document = DOCUMENTS[channel];
  return {
    filename: `gift-cards-${order.orderNo}.${document.ext}`,
    contentType: document.type,
    content: await document.build(cards, look),
  };
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
    format: DOCUMENTS[channel].format,
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
