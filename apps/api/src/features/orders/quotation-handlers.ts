import {
  PDF_CONTENT_TYPE,
  disableQuotationOrder,
  getQuotationDetail,
  getQuotationOrders,
  quoteOrder,
} from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { formatMoney } from '../../money/format-money';
import { documentLook } from '../documents/order-document-cards';
import { buildQuotationPdf } from '../documents/quotation-pdf';
import { callersQuotation, quotationValidUntil } from './quotation-access';
import { pricesAnswer, storeOrder } from './order-creation';
import { orderEmailTexts } from './order-email-texts';
import { orderQuotationHandler } from './quotation-ordering';
import { storedLineView } from './stored-line-view';

export const QUOTATION_PAGE_SIZE = 10;

/**
 * Prices and stores a quotation (044) and emails it, its PDF attached, to each line's receiver (the
 * buyer when none), in one transaction.
 */
const quoteOrderHandler = handler(quoteOrder, async (call) => {
  const { unit } = call;
  if (!unit.features.quotations) throw new ApiFailure('ORDER_QUOTATIONS_OFF');
  const { order, pricing } = await storeOrder(call, 'quotation', async (tx, stored, priced) => {
    const texts = orderEmailTexts(stored.language);
    const lines = priced.lines.map(
      (line, index) =>
        `${line.choice.qty} x ${call.input.orderLines[index].itemCode}, ${formatMoney(line.total, stored.currency)}`,
    );
    const message = texts.quotation({
      orderNo: stored.orderNo,
      lines,
      total: formatMoney(stored.totalAmount, stored.currency),
    });
    const storedLines = await call.services.orders.lines(stored.id, tx);
    const pdf = await buildQuotationPdf(
      {
        orderNo: stored.orderNo,
        createdAt: stored.createdAt,
        validUntil: quotationValidUntil(stored),
        currency: stored.currency,
        decimalDigits: unit.decimalDigits,
        buyerEmail: stored.buyerEmail,
        invoiceDetails: stored.invoiceDetails ?? null,
        lines: storedLines.map((line) => ({
          productName: line.productName || line.itemCode,
          qty: line.qty,
          amount: line.amount,
          lineTotal: line.lineTotal,
        })),
        totals: {
          gross: stored.grossAmount,
          discount: stored.discountAmount,
          fees: stored.feeAmount,
          shipping: stored.shippingAmount,
          tax: stored.taxAmount,
          total: stored.totalAmount,
        },
      },
      documentLook(unit, stored.language),
    );
    const attachment = { filename: `quotation-${stored.orderNo}.pdf`, contentType: PDF_CONTENT_TYPE, content: pdf };
    const recipients = new Set(
      call.input.orderLines.map((line) => (line.receiverEmail ?? '').trim().toLowerCase()).filter(Boolean),
    );
    if (recipients.size === 0) recipients.add(stored.buyerEmail);
    for (const recipient of recipients)
      await call.services.outbox.send(
        { buId: stored.buId, channel: 'email', recipient, ...message, attachments: [attachment] },
        tx,
      );
  });
  return pricesAnswer(order, pricing);
});

const getQuotationOrdersHandler = handler(getQuotationOrders, async ({ input, session, unit, services }) => {
  if (!session || input.custId !== session.custId) throw new ApiFailure('NO_AUTHORIZED');
  const { totalCount, rows } = await services.orders.quotations(
    session.accountId,
    unit.buId,
    input.page,
    QUOTATION_PAGE_SIZE,
  );
  return {
    totalCount,
    quotationOrders: rows.map((row) => ({
      orderNo: row.orderNo,
      createdAt: row.createdAt.toISOString(),
      currency: row.currency,
      orderAmtTot: row.totalAmount,
      quantity: Number(row.quantity),
      validUntil: quotationValidUntil(row).toISOString(),
      orderedAs: row.orderedAs,
    })),
  };
});

const getQuotationDetailHandler = handler(getQuotationDetail, async (call) => {
  const order = await callersQuotation(call);
  const lines = await call.services.orders.lines(order.id);
  return {
    orderNo: order.orderNo,
    createdAt: order.createdAt.toISOString(),
    currency: order.currency,
    grossAmount: order.grossAmount,
    discountAmount: order.discountAmount,
    feeAmount: order.feeAmount,
    shippingAmount: order.shippingAmount,
    taxAmount: order.taxAmount,
    orderAmtTot: order.totalAmount,
    validUntil: quotationValidUntil(order).toISOString(),
    orderedAs: await call.services.orders.orderOfQuotation(order.buId, order.orderNo),
    orderLines: lines.map((line) => ({
      ...storedLineView(line),
      receiverName: line.receiverName,
      receiverEmail: line.receiverEmail,
    })),
  };
});

const disableQuotationOrderHandler = handler(disableQuotationOrder, async (call) => {
  const { session, unit, services, input } = call;
  if (!session || input.custId !== session.custId) throw new ApiFailure('NO_AUTHORIZED');
  if (!(await services.orders.disableQuotation(session.accountId, unit.buId, input.orderNo)))
    throw new ApiFailure('ORDER_NOT_FOUND');
  return { orderNo: input.orderNo, isDisabled: true as const };
});

export const QUOTATION_HANDLERS = [
  quoteOrderHandler,
  getQuotationOrdersHandler,
  getQuotationDetailHandler,
  disableQuotationOrderHandler,
  orderQuotationHandler,
];
