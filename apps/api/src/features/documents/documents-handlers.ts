import {
  PDF_CONTENT_TYPE,
  downloadInvoice,
  downloadOrderCards,
  getOrderInvoice,
  type FileAnswer,
} from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler, type EndpointHandler } from '../../http/handler';
import type { Call } from '../services';
import { callersOrder } from '../orders/order-access';
import { ORDER_HANDLERS } from '../orders/order-handlers';
import type { Order } from '../orders/order-repository';
import { cardDocumentFormat, cardsFile } from './card-document-formats';
import { buildInvoicePdf } from './invoice-pdf';
import { documentLook, orderDocumentCards } from './order-document-cards';

type OrderCall = Call<{ orderNo: string; custId?: string }>;

/** The member's own paid order (another's answers 58001 like an unknown one, an unpaid one 58013). */
async function callersPaidOrder(call: OrderCall): Promise<Order> {
  const order = await callersOrder(call);
  if (order.accountId === null || order.kind !== 'order' || order.status !== '09' || !order.paidAt)
    throw new ApiFailure('ORDER_NOT_PAID');
  return order;
}

// The invoice data is the orders group's (getOrderInvoice): the PDF prints exactly what that call answers.
const invoiceData = ORDER_HANDLERS.find((entry) => entry.endpoint === getOrderInvoice) as unknown as EndpointHandler<
  typeof getOrderInvoice
>;

const downloadInvoiceHandler = handler(downloadInvoice, async (call): Promise<FileAnswer> => {
  const { unit, session } = call;
  const order = await callersPaidOrder(call);
  const invoice = await invoiceData.handle({
    ...call,
    input: { orderNo: order.orderNo, custId: session?.custId ?? '' },
  });
  const content = await buildInvoicePdf(
    {
      invoice,
      seller: {
        name: unit.name,
        countryCode: unit.countryCode,
        email: unit.support.email,
        phone: unit.support.phone,
      },
      decimalDigits: unit.decimalDigits,
    },
    documentLook(unit, call.language),
  );
  return { filename: `invoice-${order.orderNo}.pdf`, contentType: PDF_CONTENT_TYPE, content };
});

/**
 * The paid order's cards in the file of its delivery type (its first line's), for its buyer. A physical
 * order's cards are handed out only once the buyer unlocked it after receipt (58020 before).
 */
const downloadOrderCardsHandler = handler(downloadOrderCards, async (call): Promise<FileAnswer> => {
  const { services, unit } = call;
  const order = await callersPaidOrder(call);
  if (!order.isUnlocked) throw new ApiFailure('ORDER_STILL_LOCKED');
  const lines = await services.orders.lines(order.id);
  const cards = await orderDocumentCards(
    services,
    order,
    lines,
    await services.giftCards.findByOrder(unit.buId, order.orderNo),
  );
  if (cards.length === 0) throw new ApiFailure('ORDER_NOT_PAID');
  const format = cardDocumentFormat(lines[0]?.deliverType ?? '');
  return cardsFile(format, order.orderNo, cards, documentLook(unit, order.language));
});

export const DOCUMENTS_HANDLERS = [downloadInvoiceHandler, downloadOrderCardsHandler];
