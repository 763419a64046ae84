import { randomUUID } from 'node:crypto';
import type { BusinessUnit, Language, OrderLineDraft, RequestOf, ResponseOf, createOrder } from '@shop/contracts';
import { isPhysicalProductKind, type PricedOrderLine } from '@shop/cart-rules';
import type { Db } from '../../db/database';
import type { LocalisedText } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { INVOICE_ADDRESS_FIELDS } from '@shop/validation';
import type { Call } from '../services';
import { invoiceDetailsOf, verifiedBusinessAccount } from './business-order-rules';
import { generateOrderNo } from './order-number';
import { checkPersonalImages } from './personal-image-owner';
import { consumeOrderAllowance } from './order-allowance';
import { priceDrafts, type PricedOrder } from './order-pricing-call';
import type { NewOrderLine, Order } from './order-repository';

type OrderLinesRequest = RequestOf<typeof createOrder>;
type OrderPrices = ResponseOf<typeof createOrder>;

/** Basis points of a percent rate (2.5 -> 250). */
const basisPoints = (percent: number) => Math.round(percent * 100);

function localName(names: LocalisedText | undefined, language: Language, unit: BusinessUnit): string {
  if (!names) return '';
  return names[language] ?? names[unit.defaultLanguage] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** A stored line: the buyer's choices and texts, the catalogue's name and kind, the server's prices. */
function storedLine(
  draft: OrderLineDraft,
  priced: PricedOrderLine,
  lineNo: number,
  productName: string,
  call: Call<unknown>,
): NewOrderLine {
  const salesman = call.session?.custType === 'S';
  const { unit } = call;
  return {
    lineNo,
    itemCode: draft.itemCode,
    templateId: draft.templateId,
    kind: priced.kind,
    productName,
    productImgUrl: draft.productImgUrl,
    categoryId: String(draft.categoryId),
    templateUrl: draft.templateUrl,
    amount: draft.amount,
    qty: draft.qty,
    discountRateBp: basisPoints(priced.discountRate),
    discountAmount: priced.discount,
    cardMadeFee: priced.cardMadeFee,
    letterTypeId: isPhysicalProductKind(priced.kind) ? draft.letterTypeId : null,
    letterPrice: priced.letterPrice,
    extraItemCode: draft.extraItemCode,
    extraItemImgUrl: draft.extraItemImgUrl,
    extraProductName: draft.extraProductName,
    extraProductAmount: priced.extraProductAmount,
    shipFee: priced.shipFee,
    taxAmount: priced.tax,
    lineTotal: priced.total,
    productTaxRateBp: basisPoints(unit.cardMadeTaxRate),
    additionalTaxRateBp: basisPoints(unit.shippingTaxRate),
    parentItemCode: draft.parentItemCode,
    // The buyer may shorten the validity (1 to 12 months), never lengthen the product's.
    validMonths: Math.min(draft.validMonths, priced.validMonths),
    deliverType: draft.deliverType,
    deliverDate: draft.deliverDate,
    deliverTimeZone: draft.deliverTimeZone,
    message: draft.message,
    message2: draft.message2,
    personalImageUrl: draft.personalImageUrl,
    senderName: draft.senderName.trim(),
    senderEmail: draft.senderEmail.trim().toLowerCase(),
    senderMobileNo: draft.senderMobileNo.trim(),
    receiverName: draft.receiverName.trim(),
    receiverFirstName: draft.receiverFirstName.trim(),
    receiverLastName: draft.receiverLastName.trim(),
    receiverCivility: draft.receiverCivility,
    receiverEmail: draft.receiverEmail.trim().toLowerCase(),
    receiverMobileAreaCode: draft.receiverMobileAreaCode,
    receiverMobileNo: draft.receiverMobileNo.trim(),
    receiverAddress: draft.receiverAddress.trim(),
    receiverAddress2: draft.receiverAddress2.trim(),
    receiverCity: draft.receiverCity.trim(),
    receiverZipCode: draft.receiverZipCode.trim(),
    receiverCountryCode: draft.receiverCountryCode,
    receiverVatNumber: draft.receiverVatNumber,
    urssafId: draft.urssafId,
    shelfId: draft.shelfId,
    customizeShelf: draft.customizeShelf,
    draftPath: draft.draftPath,
    fileType: draft.fileType,
    fileName: draft.fileName,
    tempId: draft.tempId,
    customerId: salesman ? draft.customerId : '',
    customerName: salesman ? draft.customerName : '',
    commisionType: salesman ? draft.commisionType : '',
    newBeneficairyQty: draft.newBeneficairyQty,
    isTaxCredit: draft.isTaxCredit,
    salesmanId: salesman ? draft.salesmanId : '',
    orderAmount: 0,
  };
}

/** The creation's client key, scoped like the idempotency keys (a member's own, or the unit's guests'). */
function clientKey(call: Call<unknown>, endpoint: string): string {
  const scope = call.session ? `account:${call.session.accountId}` : `guest:${call.unit.buId}`;
  return `${endpoint}:${scope}:${call.idempotencyKey ?? randomUUID()}`;
}

/** One priced line as the price answers show it (numbered from 1). */
export function orderLineAnswer(line: PricedOrderLine, index: number): OrderPrices['orderLines'][number] {
  return {
    lineNo: index + 1,
    itemCode: line.choice.itemCode,
    kind: line.kind,
    amount: line.choice.amount,
    qty: line.choice.qty,
    discountRate: line.discountRate,
    discountAmount: line.discount,
    cardMadeFee: line.cardMadeFee,
    letterPrice: line.letterPrice,
    extraProductAmount: line.extraProductAmount,
    shipFee: line.shipFee,
    taxAmount: line.tax,
    lineTotal: line.total,
    validMonths: line.validMonths,
  };
}

export function pricesAnswer(order: Order, pricing: PricedOrder): OrderPrices {
  return {
    orderNo: order.orderNo,
    currency: order.currency,
    grossAmount: order.grossAmount,
    discountAmount: order.discountAmount,
    feeAmount: order.feeAmount,
    shippingAmount: order.shippingAmount,
    taxAmount: order.taxAmount,
    orderAmtTot: order.totalAmount,
    orderLines: pricing.lines.map(orderLineAnswer),
  };
}

/**
 * A business buyer's order: a verified account (58030) and one valid invoicing address (58031). A
 * quotation buys nothing: any account may ask for one, its invoicing address kept when it gives one.
 */
async function businessInvoice(call: Call<unknown>, kind: 'order' | 'quotation', lines: OrderLineDraft[]) {
  if (kind === 'order') return invoiceDetailsOf(lines, await verifiedBusinessAccount(call));
  const account = call.session ? await call.services.members.account(call.session.accountId) : null;
  const given = lines.some((line) => INVOICE_ADDRESS_FIELDS.some((field) => line[field].trim() !== ''));
  return account && given ? invoiceDetailsOf(lines, account) : null;
}

/**
 * Prices the drafts and stores them as an order (03) or a quotation (044) in one transaction, with
 * what `withOrder` does in it. Refused before anything is stored: a custId that is not the caller's, a
 * guest where the unit wants members, a personal image that is not the caller's, any refused line field.
 */
export async function storeOrder(
  call: Call<OrderLinesRequest>,
  kind: 'order' | 'quotation',
  withOrder?: (tx: Db, order: Order, pricing: PricedOrder) => Promise<void>,
  options: { clientKeyScope?: string; fromQuotationNo?: string; priced?: PricedOrder } = {},
): Promise<{ order: Order; pricing: PricedOrder }> {
  const { session, unit, services } = call;
  const input = call.input as unknown as { custId?: string; orderLines: OrderLineDraft[] };
  if (input.custId !== undefined && input.custId !== session?.custId) throw new ApiFailure('NO_AUTHORIZED');
  if (!session && (!unit.isEnableGuestMode || unit.features.loginRequiredToBuy))
    throw new ApiFailure('ORDER_GUEST_NOT_ALLOWED');
  await consumeOrderAllowance(call, input.orderLines[0].senderEmail);
  await checkPersonalImages(call, input.orderLines);
  const invoiceDetails = session?.custType === 'B' ? await businessInvoice(call, kind, input.orderLines) : null;
  // A caller that just priced these very drafts (a large-order file's valid rows) passes its pricing.
  const priced = options.priced ? null : await priceDrafts(call, input.orderLines);
  const pricing = options.priced ?? (priced as { pricing: PricedOrder }).pricing;
  const buyerEmail = session
    ? await services.orders.accountEmail(session.accountId)
    : input.orderLines[0].senderEmail.trim().toLowerCase();
  if (!buyerEmail) throw new ApiFailure('NO_AUTHORIZED');
  // Priced here: the catalogue read brought the names; a caller's own pricing did not.
  const names =
    priced?.catalogue.productNames ??
    (await services.orders.productNames(
      unit.buId,
      input.orderLines.map((line) => line.itemCode),
    ));
  const lines = input.orderLines.map((draft, index) =>
    storedLine(draft, pricing.lines[index], index + 1, localName(names.get(draft.itemCode), call.language, unit), call),
  );
  const hasPhysical = pricing.lines.some((line) => isPhysicalProductKind(line.kind));
  const now = new Date(services.now());
  const { totals } = pricing;
  const order = await services.orders.create(
    {
      orderNo: generateOrderNo(),
      buId: unit.buId,
      kind,
      accountId: session?.accountId ?? null,
      custType: session?.custType ?? 'C',
      buyerEmail,
      language: call.language,
      status: kind === 'order' ? '03' : '044',
      currency: unit.currency,
      grossAmount: totals.gross,
      discountAmount: totals.discount,
      feeAmount: totals.fees,
      shippingAmount: totals.shipping,
      taxAmount: totals.tax,
      totalAmount: totals.total,
      dueAmount: totals.total,
      clientKey: clientKey(call, options.clientKeyScope ?? kind),
      invoiceDetails,
      fromQuotationNo: options.fromQuotationNo ?? null,
      hasPhysical,
      isUnlocked: !hasPhysical,
      createdAt: now,
      updatedAt: now,
    },
    lines,
    withOrder && ((tx, stored) => withOrder(tx, stored, pricing)),
  );
  return { order, pricing };
}
