import { BANK_TRANSFER_PAYMENT_WINDOW_MS, priceSalesmanOrder, salesmanCheckout } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Order } from '../orders/order-repository';
import { orderLineAnswer, storeOrder } from '../orders/order-creation';
import { salesmanPaymentMeans } from './customer-handlers';
import { priceSalesmanRequest, type PricedSalesmanOrder } from './salesman-order';

/** The order number of a price preview (nothing is stored). */
const PREVIEW_ORDER_NO = 'PREVIEW0';

function pricesAnswer(order: { orderNo: string; currency: string }, priced: PricedSalesmanOrder) {
  const { pricing } = priced;
  const { totals } = pricing;
  return {
    orderNo: order.orderNo,
    currency: order.currency,
    grossAmount: totals.gross,
    discountAmount: totals.discount,
    feeAmount: totals.fees,
    shippingAmount: totals.shipping,
    taxAmount: totals.tax,
    orderAmtTot: totals.total,
    commissionAmount: pricing.commission,
    orderLines: pricing.lines.map((line, index) => ({
      ...orderLineAnswer(line, index),
      commissionAmount: line.commission,
    })),
  };
}

export const priceSalesmanOrderHandler = handler(priceSalesmanOrder, async (call) => {
  const priced = await priceSalesmanRequest(call);
  return {
    ...pricesAnswer({ orderNo: PREVIEW_ORDER_NO, currency: call.unit.currency }, priced),
    freeItem: call.input.freeItem,
    freeItemQty: call.input.freeItemQty,
  };
});

/**
 * The salesman's checkout: the customer's order is stored (03) and confirmed with the offline mean in the
 * same transaction (bank transfer: 041 with its 30-minute window; bank check: 04), with the salesman's row
 * (commission, terms, free items, image). Idempotent: a repeat with the same key replays this answer.
 */
export const salesmanCheckoutHandler = handler(salesmanCheckout, async (call) => {
  const { input, unit, services } = call;
  const priced = await priceSalesmanRequest(call);
  const { salesman, customer, acting } = priced;
  if (!salesmanPaymentMeans(unit, customer.account).includes(input.paymentMean))
    throw new ApiFailure('ORDER_PAYMENT_MEAN_UNAVAILABLE');
  let placed: Order | null = null;
  await storeOrder(
    acting,
    'order',
    async (tx, order) => {
      const now = services.now();
      const confirmed = await services.orders.transition(tx, order.id, ['03'], '041', {
        paymentMean: input.paymentMean,
        confirmKey: call.idempotencyKey ?? null,
        confirmedAt: new Date(now),
        paymentWindowEndsAt: input.paymentMean === '03' ? new Date(now + BANK_TRANSFER_PAYMENT_WINDOW_MS) : null,
      });
      if (!confirmed) throw new Error(`order ${order.orderNo} left 03 before its salesman's confirmation`);
      // A bank check has no receipt to upload: the order waits, pending (04), for the check (decision 0026).
      placed =
        input.paymentMean === '05'
          ? ((await services.orders.transition(tx, order.id, ['041'], '04')) ?? confirmed)
          : confirmed;
      await services.salesmen.recordOrder(tx, {
        orderId: order.id,
        buId: unit.buId,
        salesmanAccountId: salesman.id,
        customerAccountId: customer.account.id,
        rewardType: priced.rewardType,
        commissionAmount: priced.pricing.commission,
        freeItem: input.freeItem,
        freeItemQty: input.freeItemQty,
        orderImageUrl: input.orderImageUrl,
        tempId: input.tempId,
        lineTerms: priced.terms.map((terms, index) => ({
          lineNo: index + 1,
          ...terms,
          commissionAmount: priced.pricing.lines[index].commission,
        })),
        createdAt: new Date(now),
      });
    },
    { clientKeyScope: `salesman:${salesman.id}`, priced: priced.pricing },
  );
  const order = placed as Order | null;
  if (!order) throw new Error('the salesman order was not stored');
  return {
    ...pricesAnswer(order, priced),
    freeItem: input.freeItem,
    freeItemQty: input.freeItemQty,
    status: order.status,
    paymentMean: order.paymentMean,
    paymentWindowEndsAt: order.paymentWindowEndsAt ? order.paymentWindowEndsAt.toISOString() : '',
  };
});
