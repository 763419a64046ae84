import type { Services } from '../services';
import type { OutgoingMessage } from '../../messaging/outbox';
import { formatMoney } from '../../money/format-money';
import { cardLinkUrl } from '../cards/card-link';
import { openSealedCode } from '../gift-cards/card-key-chain';
import type { CardCode } from '../gift-cards/card-vault';
import type { Order, OrderLine } from '../orders/order-repository';
import { orderEmailTexts } from '../orders/order-email-texts';
import type { CardDelivery } from './delivery-repository';
import { deliveryTexts } from './delivery-texts';

/** A card as a delivery needs it: its id, amount, expiry and clear code. */
export interface DeliveredCard extends CardCode {
  cardId: number;
  amount: number;
  expiresAt: Date;
}

/** The card from the vault (scheduled deliveries and resends run after the issuing transaction). */
export async function deliveredCard(services: Services, cardId: number): Promise<DeliveredCard> {
  const card = await services.giftCards.findById(cardId);
  if (!card?.sealedCode) throw new Error(`card ${cardId} has no sealed code to deliver`);
  const code = openSealedCode(await services.cardKeys.chain(), { ...card, sealedCode: card.sealedCode });
  return { ...code, cardId, amount: card.initialAmount, expiresAt: card.expiresAt };
}

/** The email or SMS carrying one card to its receiver, in the order's language, with the card's page. */
export async function cardMessage(
  services: Services,
  order: Order,
  line: OrderLine | undefined,
  card: DeliveredCard,
  delivery: Pick<CardDelivery, 'channel' | 'recipient'>,
): Promise<OutgoingMessage> {
  const cardUrl = await cardLinkUrl(services, order.buId, card.cardId);
  const amount = formatMoney(card.amount, order.currency);
  const senderName = line?.senderName || order.buyerEmail;
  const texts = deliveryTexts(order.language);
  const base = { buId: order.buId, recipient: delivery.recipient, language: order.language };
  if (delivery.channel === 'sms') {
    const sms = texts.cardSms({ senderName, amount, cardNumber: card.cardNumber, pinCode: card.pinCode, cardUrl });
    return { ...base, channel: 'sms', ...sms };
  }
  const email = orderEmailTexts(order.language).card({
    productName: line?.productName || line?.itemCode || '',
    amount,
    cardNumber: card.cardNumber,
    pinCode: card.pinCode,
    expiry: card.expiresAt.toISOString().slice(0, 10),
    senderName,
    message: line?.message ?? '',
    orderNo: order.orderNo,
  });
  return {
    ...base,
    channel: 'email',
    subject: email.subject,
    body: `${email.body}\n${texts.cardPage}: ${cardUrl}\n`,
    action: { label: texts.cardPage, url: cardUrl },
  };
}
