import { ORDER_LINE_DEFAULTS, ORDER_MERGE_KEY_FIELDS, PRODUCT_SORT_ALWAYS_NEW } from './constants';
import { effectiveDiscountRate } from './line-amounts';
import type { CartItem, CartItemData } from './types';

/** The part of an order-line draft (spec 1 §3) that comes from a cart line. Amounts in minor units. */
export interface CartOrderLine extends Pick<
  CartItemData,
  | 'itemCode'
  | 'templateId'
  | 'amount'
  | 'qty'
  | 'deliverType'
  | 'extraItemCode'
  | 'extraItemImgUrl'
  | 'extraProductName'
  | 'extraProductAmount'
  | 'parentItemCode'
  | 'cardMadeFee'
  | 'productImgUrl'
  | 'productName'
  | 'categoryId'
  | 'kind'
  | 'draftPath'
  | 'senderName'
  | 'senderEmail'
  | 'receiverName'
  | 'receiverEmail'
  | 'receiverFirstName'
  | 'receiverLastName'
  | 'receiverCivility'
  | 'receiverCity'
  | 'receiverAddress'
  | 'receiverAddress2'
  | 'receiverZipCode'
  | 'receiverCountryCode'
  | 'receiverMobileAreaCode'
  | 'receiverMobileNo'
  | 'templateUrl'
  | 'message'
  | 'message2'
  | 'personalImageUrl'
  | 'letterTypeId'
  | 'letterPrice'
  | 'senderMobileNo'
  | 'deliverDate'
  | 'deliverTimeZone'
> {
  discountRate: number;
  validMonths: number;
  isTaxCredit: number;
  salesmanId: string;
  orderAmount: number;
}

export interface BuiltOrders {
  lines: CartOrderLine[];
  /** True when at least two cart lines were merged into one order line. */
  merged: boolean;
}

function toOrderLine(data: CartItemData): CartOrderLine {
  return {
    itemCode: data.itemCode,
    templateId: data.templateId,
    amount: data.amount,
    qty: data.qty,
    discountRate: effectiveDiscountRate(data),
    deliverType: data.deliverType,
    extraItemCode: data.extraItemCode,
    extraItemImgUrl: data.extraItemImgUrl,
    extraProductName: data.extraProductName,
    extraProductAmount: data.extraProductAmount,
    parentItemCode: data.parentItemCode,
    cardMadeFee: data.cardMadeFee,
    productImgUrl: data.productImgUrl,
    productName: data.productName,
    categoryId: data.categoryId,
    kind: data.kind,
    draftPath: data.draftPath,
    senderName: data.senderName,
    senderEmail: data.senderEmail,
    receiverName: data.receiverName,
    receiverEmail: data.receiverEmail,
    receiverFirstName: data.receiverFirstName,
    receiverLastName: data.receiverLastName,
    receiverCivility: data.receiverCivility,
    receiverCity: data.receiverCity,
    receiverAddress: data.receiverAddress,
    receiverAddress2: data.receiverAddress2,
    receiverZipCode: data.receiverZipCode,
    receiverCountryCode: data.receiverCountryCode,
    receiverMobileAreaCode: data.receiverMobileAreaCode,
    receiverMobileNo: data.receiverMobileNo,
    templateUrl: data.templateUrl,
    message: data.message,
    message2: data.message2,
    personalImageUrl: data.personalImageUrl,
    letterTypeId: data.letterTypeId,
    letterPrice: data.letterPrice,
    senderMobileNo: data.senderMobileNo,
    deliverDate: data.deliverDate,
    deliverTimeZone: data.deliverTimeZone,
    ...ORDER_LINE_DEFAULTS,
  };
}

function mergeKey(data: CartItemData): string {
  return JSON.stringify(ORDER_MERGE_KEY_FIELDS.map((field) => data[field]));
}

/**
 * Building orders: lines of sort T are never merged; other lines whose key fields are all
 * identical become one order line with their quantities summed, and the merge is flagged.
 */
export function buildOrders(items: CartItem[]): BuiltOrders {
  const lines: CartOrderLine[] = [];
  const lineByKey = new Map<string, CartOrderLine>();
  let merged = false;
  for (const { data } of items) {
    if (data.productSorts === PRODUCT_SORT_ALWAYS_NEW) {
      lines.push(toOrderLine(data));
      continue;
    }
    const key = mergeKey(data);
    const existing = lineByKey.get(key);
    if (existing) {
      existing.qty += data.qty;
      merged = true;
      continue;
    }
    const line = toOrderLine(data);
    lineByKey.set(key, line);
    lines.push(line);
  }
  return { lines, merged };
}
