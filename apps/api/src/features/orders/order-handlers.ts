import {
  cancelOrder,
  createOrder,
  getOrderInvoice,
  resendOrder,
  unlockOrder,
  uploadPaymentReceipt,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { giftCards } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { callersOrder } from './order-access';
import { confirmOrderHandler } from './order-confirmation';
import { pricesAnswer, storeOrder } from './order-creation';
import { readReceipt } from './order-receipt';
import { QUOTATION_HANDLERS } from './quotation-handlers';
import { storedLineView } from './stored-line-view';
import { resendOrderDeliveries } from '../delivery/resend-deliveries';
import { cancelOrderForBuyer } from './order-cancellation';

const createOrderHandler = handler(createOrder, async (call) => {
  const { order, pricing } = await storeOrder(call, 'order');
  return pricesAnswer(order, pricing);
});

const cancelOrderHandler = handler(cancelOrder, async (call) => {
  const order = await callersOrder(call);
  if (order.kind === 'quotation') throw new ApiFailure('ORDER_IS_QUOTATION');
  const after = await cancelOrderForBuyer(call.services, order);
  return { orderNo: after.orderNo, isCanceled: true, status: after.status };
});

/** Sends a paid order's cards again (the same cards, opened from the vault); its member only. */
/** A paid order's cards sent again the way they went, every send recorded (features/delivery). */
const resendOrderHandler = handler(resendOrder, async (call) => {
  const order = await callersOrder(call);
  if (order.accountId === null || order.status !== '09') throw new ApiFailure('ORDER_NOT_PAID');
  return { orderNo: order.orderNo, sent: await resendOrderDeliveries(call.services, order) };
});

/** The unlock page: a received physical order's cards become usable; 58019 once done, else 'Oops, still lock'. */
const unlockOrderHandler = handler(unlockOrder, async ({ input, unit, ip, services }) => {
  await services.captcha.verify(unit, input.captchaToken, ip);
  const order = await services.orders.findByNo(unit.buId, input.orderNo);
  if (!order || order.kind !== 'order') throw new ApiFailure('ORDER_STILL_LOCKED');
  if (order.isUnlocked) throw new ApiFailure('ALREADY_UNLOCKED');
  if (order.status !== '09') throw new ApiFailure('ORDER_STILL_LOCKED');
  const cardQty = await services.db.transaction(async (tx) => {
    if (!(await services.orders.unlock(tx, order.id))) throw new ApiFailure('ALREADY_UNLOCKED');
    const cards = await tx
      .update(giftCards)
      .set({ isBlocked: false })
      .where(and(eq(giftCards.buId, order.buId), eq(giftCards.orderNo, order.orderNo)))
      .returning({ id: giftCards.id });
    return cards.length;
  });
  return { orderNo: order.orderNo, cardQty };
});

/** A bank-transfer order's receipt, within its window: the order is pending (04) until its payment is confirmed. */
const uploadPaymentReceiptHandler = handler(uploadPaymentReceipt, async (call) => {
  const order = await callersOrder(call);
  const { services } = call;
  if (order.paymentMean !== '03' || (order.status !== '041' && order.status !== '04'))
    throw new ApiFailure('ORDER_RECEIPT_NOT_EXPECTED');
  if ((order.paymentWindowEndsAt?.getTime() ?? 0) < services.now()) throw new ApiFailure('ORDER_RECEIPT_WINDOW_CLOSED');
  const receipt = readReceipt(call.input.receiptImage);
  const pending = await services.db.transaction(async (tx) => {
    const moved = await services.orders.transition(tx, order.id, ['041', '04'], '04');
    if (!moved) throw new ApiFailure('ORDER_RECEIPT_NOT_EXPECTED');
    await services.orders.saveReceipt(tx, order.id, receipt.contentType, receipt.content);
    return moved;
  });
  return { orderNo: pending.orderNo, status: pending.status };
});

/** The invoice data of a member's paid order (amounts as priced and stored at creation). */
const getOrderInvoiceHandler = handler(getOrderInvoice, async (call) => {
  const order = await callersOrder(call);
  if (order.accountId === null || order.status !== '09' || !order.paidAt) throw new ApiFailure('ORDER_NOT_PAID');
  const lines = await call.services.orders.lines(order.id);
  return {
    orderNo: order.orderNo,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt.toISOString(),
    buyerEmail: order.buyerEmail,
    paymentMean: order.paymentMean,
    currency: order.currency,
    grossAmount: order.grossAmount,
    discountAmount: order.discountAmount,
    feeAmount: order.feeAmount,
    shippingAmount: order.shippingAmount,
    taxAmount: order.taxAmount,
    // The total holds no added tax exactly when the tax was inside the fees (or there was none).
    isVatInclude:
      order.totalAmount === order.grossAmount - order.discountAmount + order.feeAmount + order.shippingAmount,
    orderAmtTot: order.totalAmount,
    couponAmount: order.couponAmount,
    walletAmount: order.walletAmount,
    paidAmount: order.dueAmount,
    invoiceNo: order.invoiceNo ?? '',
    invoiceDetails: order.invoiceDetails ?? null,
    // The rates the order was taxed at when priced (the unit's then), as its lines keep them.
    taxRates: {
      cardMadeTaxRate: (lines[0]?.productTaxRateBp ?? 0) / 100,
      shippingTaxRate: (lines[0]?.additionalTaxRateBp ?? 0) / 100,
    },
    orderLines: lines.map((line) => ({
      ...storedLineView(line),
      cardMadeTaxRate: line.productTaxRateBp / 100,
      shippingTaxRate: line.additionalTaxRateBp / 100,
    })),
  };
});

export const ORDER_HANDLERS = [
  createOrderHandler,
  confirmOrderHandler,
  cancelOrderHandler,
  resendOrderHandler,
  unlockOrderHandler,
  uploadPaymentReceiptHandler,
  getOrderInvoiceHandler,
  ...QUOTATION_HANDLERS,
];
