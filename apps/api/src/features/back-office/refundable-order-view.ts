import type { OrderRefund, RefundableOrder } from '@shop/contracts';
import type { Services } from '../services';
import type { Order } from '../orders/order-repository';
import { isUnusedCard, refundDestinations, type RefundWithCards } from './order-refund';
import { cardShares, orderTotalOf } from './refund-allocation';

/** A refund as the back office shows it. */
export function refundView(refund: RefundWithCards): OrderRefund {
  return {
    refundId: refund.id,
    kind: refund.kind,
    destination: refund.destination,
    amount: refund.amount,
    state: refund.state,
    cardIds: refund.cardIds,
    operatorName: refund.operatorName,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** An order with its cards (which may be refunded, for how much) and its refunds so far. */
export async function refundableOrderView(services: Services, order: Order): Promise<RefundableOrder> {
  const unit = await services.units.find(order.buId);
  const cards = await services.refunds.cardsOf(order);
  const refunds = await services.refunds.ofOrder(order.id);
  const lines = await services.orders.lines(order.id);
  const coupons = await services.orders.coupons(order.id);
  const total = orderTotalOf({ paid: order.dueAmount, wallet: order.walletAmount, coupons });
  const shares = cardShares(total, cards);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    orderNo: order.orderNo,
    buId: order.buId,
    status: order.status,
    paymentMean: order.paymentMean,
    currency: order.currency,
    decimalDigits: unit?.decimalDigits ?? 2,
    buyerEmail: order.buyerEmail,
    totalAmount: total,
    refundableAmount: Math.max(0, total - refunded),
    destinations: await refundDestinations(services, order),
    cards: cards.map((card) => ({
      cardId: card.cardId,
      lineNo: card.lineNo,
      productName: lines.find((line) => line.lineNo === card.lineNo)?.productName || card.itemCode,
      lineSeq: card.lineSeq,
      initialAmount: card.initialAmount,
      balance: card.balance,
      refundAmount: shares.get(card.cardId) ?? 0,
      state:
        card.refundId !== null ? 'refunded' : card.transferred ? 'transferred' : isUnusedCard(card) ? 'unused' : 'used',
    })),
    refunds: refunds.map(refundView),
  };
}
