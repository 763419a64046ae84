import { randomUUID } from 'node:crypto';
import { orderQuotation } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { invoiceDetailsOf, verifiedBusinessAccount } from './business-order-rules';
import { consumeOrderAllowance } from './order-allowance';
import { generateOrderNo } from './order-number';
import type { NewOrderLine, Order } from './order-repository';
import { callersQuotation, quotationValidUntil } from './quotation-access';

/** PostgreSQL's unique_violation, as pg and PGlite report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/**
 * /member/orderQuotation: the member accepts one of their quotations (decision 0025) by ordering it
 * within QUOTATION_VALIDITY_DAYS: one unpaid order (03) with the quotation's lines at the quoted prices,
 * then confirmed and paid as any order. A quotation becomes one order only (58033, a unique index);
 * after its validity it is refused (58032). A business buyer must be verified and have an invoicing
 * address: the quotation's, else the one sent with this call.
 */
export const orderQuotationHandler = handler(orderQuotation, async (call) => {
  const { session, services, input } = call;
  await consumeOrderAllowance(call);
  const quotation = await callersQuotation(call);
  if (quotationValidUntil(quotation).getTime() < services.now()) throw new ApiFailure('ORDER_QUOTATION_EXPIRED');
  if (await services.orders.orderOfQuotation(quotation.buId, quotation.orderNo))
    throw new ApiFailure('ORDER_QUOTATION_ORDERED');
  const account = session?.custType === 'B' ? await verifiedBusinessAccount(call) : null;
  const invoiceDetails = account ? (quotation.invoiceDetails ?? invoiceDetailsOf([input], account)) : null;
  // The quotation's stored lines, as the order's (the order id is the new order's).
  const lines: NewOrderLine[] = (await services.orders.lines(quotation.id)).map((line) => {
    const copy: Partial<typeof line> = { ...line };
    delete copy.orderId;
    return copy as NewOrderLine;
  });
  const now = new Date(services.now());
  let order: Order;
  try {
    order = await services.orders.create(
      {
        orderNo: generateOrderNo(),
        buId: quotation.buId,
        kind: 'order',
        accountId: quotation.accountId,
        custType: quotation.custType,
        buyerEmail: quotation.buyerEmail,
        language: call.language,
        status: '03',
        currency: quotation.currency,
        grossAmount: quotation.grossAmount,
        discountAmount: quotation.discountAmount,
        feeAmount: quotation.feeAmount,
        shippingAmount: quotation.shippingAmount,
        taxAmount: quotation.taxAmount,
        totalAmount: quotation.totalAmount,
        dueAmount: quotation.totalAmount,
        clientKey: `orderQuotation:account:${session?.accountId}:${call.idempotencyKey ?? randomUUID()}`,
        hasPhysical: quotation.hasPhysical,
        isUnlocked: !quotation.hasPhysical,
        invoiceDetails,
        fromQuotationNo: quotation.orderNo,
        createdAt: now,
        updatedAt: now,
      },
      lines,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure('ORDER_QUOTATION_ORDERED');
    throw error;
  }
  const storedLines = await services.orders.lines(order.id);
  return {
    orderNo: order.orderNo,
    currency: order.currency,
    grossAmount: order.grossAmount,
    discountAmount: order.discountAmount,
    feeAmount: order.feeAmount,
    shippingAmount: order.shippingAmount,
    taxAmount: order.taxAmount,
    orderAmtTot: order.totalAmount,
    orderLines: storedLines.map((line) => ({
      lineNo: line.lineNo,
      itemCode: line.itemCode,
      kind: line.kind,
      amount: line.amount,
      qty: line.qty,
      discountRate: line.discountRateBp / 100,
      discountAmount: line.discountAmount,
      cardMadeFee: line.cardMadeFee,
      letterPrice: line.letterPrice,
      extraProductAmount: line.extraProductAmount,
      shipFee: line.shipFee,
      taxAmount: line.taxAmount,
      lineTotal: line.lineTotal,
      validMonths: line.validMonths,
    })),
  };
});
