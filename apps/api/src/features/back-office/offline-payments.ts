import { BANK_TRANSFER_PAYMENT_WINDOW_MS, type FileAnswer, type OfflinePaymentOrder } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { orderLines, orderReceipts, orders } from '../../db/schema';
import type { Services } from '../services';
import { confirmOfflinePayment, OFFLINE_PAYMENT_MEANS } from '../orders/offline-payment-review';
import type { Order } from '../orders/order-repository';
import { cancelUnpaidOrderIn } from '../orders/order-settlement';

// Orders waiting for a bank transfer (03) or a bank check (05) in the back office (decision 0041): the
// list, the buyer's receipt, confirm (the reviewers' confirmOfflinePayment) and cancel after the window.

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/**
 * When the order's payment window closes: a transfer's own (30 minutes from its confirmation); a check
 * has none recorded, so the same 30 minutes from its confirmation (or creation).
 */
export function paymentWindowEnd(order: Pick<Order, 'paymentWindowEndsAt' | 'confirmedAt' | 'createdAt'>): Date {
  if (order.paymentWindowEndsAt) return order.paymentWindowEndsAt;
  return new Date((order.confirmedAt ?? order.createdAt).getTime() + BANK_TRANSFER_PAYMENT_WINDOW_MS);
}

/** The unit's orders waiting for their transfer or check, oldest first. */
export async function offlinePaymentOrders(services: Services, buId: string): Promise<OfflinePaymentOrder[]> {
  const unit = await services.units.find(buId);
  const rows = await services.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buId, buId),
        eq(orders.kind, 'order'),
        inArray(orders.status, ['041', '04']),
        inArray(orders.paymentMean, [...OFFLINE_PAYMENT_MEANS]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(500);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const receipts = await services.db
    .select({ orderId: orderReceipts.orderId })
    .from(orderReceipts)
    .where(inArray(orderReceipts.orderId, ids));
  const cards = await services.db
    .select({ orderId: orderLines.orderId, qty: orderLines.qty })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids));
  const now = services.now();
  return rows.map((order) => {
    const windowEnd = paymentWindowEnd(order);
    return {
      orderNo: order.orderNo,
      buId: order.buId,
      status: order.status as '041' | '04',
      paymentMean: order.paymentMean as '03' | '05',
      currency: order.currency,
      dueAmount: order.dueAmount,
      decimalDigits: unit?.decimalDigits ?? 2,
      buyerEmail: order.buyerEmail,
      companyName: order.invoiceDetails?.companyName ?? '',
      invoiceNo: order.invoiceNo ?? '',
      cardCount: cards.filter((line) => line.orderId === order.id).reduce((sum, line) => sum + line.qty, 0),
      createdAt: iso(order.createdAt),
      confirmedAt: iso(order.confirmedAt),
      paymentWindowEndsAt: windowEnd.toISOString(),
      canCancel: windowEnd.getTime() <= now,
      hasReceipt: receipts.some((receipt) => receipt.orderId === order.id),
    };
  });
}

/** An order of the unit paid by transfer or check, or 58074 / 58067. */
async function offlineOrder(services: Services, buId: string, orderNo: string): Promise<Order> {
  const order = await services.orders.findByNo(buId, orderNo);
  if (!order || order.kind !== 'order') throw new ApiFailure('BACK_OFFICE_ORDER_NOT_FOUND');
  if (!(OFFLINE_PAYMENT_MEANS as readonly string[]).includes(order.paymentMean))
    throw new ApiFailure('BACK_OFFICE_NOT_OFFLINE_PAYMENT');
  return order;
}

/** The buyer's transfer receipt (58070 when none). */
export async function offlinePaymentReceipt(services: Services, buId: string, orderNo: string): Promise<FileAnswer> {
  const order = await offlineOrder(services, buId, orderNo);
  const receipt = await services.orders.receipt(order.id);
  if (!receipt) throw new ApiFailure('BACK_OFFICE_NO_RECEIPT');
  const extension = receipt.contentType.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'bin';
  return {
    filename: `receipt-${order.orderNo}.${extension}`,
    contentType: receipt.contentType,
    content: receipt.content,
  };
}

/**
 * The money arrived: confirmOfflinePayment (the reviewers' service) settles the order, issuing its
 * cards. A second confirm answers alreadyConfirmed. The audit entry follows the settlement (the
 * settlement's own transaction is the reviewers' service's).
 */
export async function confirmOfflineOrder(
  services: Services,
  request: { buId: string; orderNo: string },
  action: { reviewer: string; audit?: (tx: Db) => Promise<void> },
) {
  await offlineOrder(services, request.buId, request.orderNo);
  const review = await confirmOfflinePayment(services, { ...request, reviewer: action.reviewer });
  if (review.outcome === 'refused') throw new ApiFailure('BACK_OFFICE_NOT_WAITING_PAYMENT');
  if (review.outcome === 'confirmed' && action.audit) {
    const audit = action.audit;
    await services.db.transaction((tx) => audit(tx));
  }
  const cards = await services.giftCards.findByOrder(request.buId, request.orderNo);
  return {
    orderNo: review.order.orderNo,
    status: review.order.status,
    invoiceNo: review.order.invoiceNo ?? '',
    cardsIssued: cards.length,
    alreadyConfirmed: review.outcome === 'already-confirmed',
  };
}

/**
 * The money did not come: after the payment window the order is cancelled (02), what it took from
 * coupons or the wallet given back, with the audit entry, in one transaction (58069 before).
 */
export async function cancelOfflineOrder(
  services: Services,
  request: { buId: string; orderNo: string },
  action: { reviewer: string; audit?: (tx: Db) => Promise<void> },
) {
  const order = await offlineOrder(services, request.buId, request.orderNo);
  if (order.status !== '041' && order.status !== '04') throw new ApiFailure('BACK_OFFICE_NOT_WAITING_PAYMENT');
  if (paymentWindowEnd(order).getTime() > services.now()) throw new ApiFailure('BACK_OFFICE_PAYMENT_WINDOW_OPEN');
  const canceled = await services.db.transaction(async (tx) => {
    const done = await cancelUnpaidOrderIn(tx, services, order, `reviewer:${action.reviewer}`);
    if (done) await action.audit?.(tx);
    return done;
  });
  if (!canceled) throw new ApiFailure('BACK_OFFICE_NOT_WAITING_PAYMENT');
  return { orderNo: canceled.orderNo, status: canceled.status };
}
