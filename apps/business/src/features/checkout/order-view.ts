import { cartTotals, lineAmounts, type CartItem } from '@shop/cart-engine';
import type { QuotationDetail } from './api/business-checkout-api';

// What the checkout shows of the order, whatever it is made of: its lines and its totals (the server's
// prices for a quotation; for cart lines the cart's, computed with the rules the server prices with).

export interface ShownLine {
  key: string;
  productName: string;
  /** Whom the cards go to (a name and an email), '' when the line does not say. */
  receiver: string;
  amount: number;
  qty: number;
  lineTotal: number;
}

export type TotalName = 'gross' | 'discount' | 'fees' | 'shipping' | 'tax';

export interface OrderView {
  lines: ShownLine[];
  totals: { name: TotalName; amount: number }[];
  total: number;
}

const receiverOf = (name: string, email: string) => [name, email].filter(Boolean).join(' · ');

const nonZero = (totals: OrderView['totals']) => totals.filter(({ name, amount }) => name === 'gross' || amount !== 0);

export function orderViewOfCart(items: CartItem[]): OrderView {
  const totals = cartTotals(items, []);
  return {
    lines: items.map(({ id, data }) => ({
      key: id,
      productName: data.productName || data.itemCode,
      receiver: receiverOf(data.receiverName, data.receiverEmail || data.receiverMobileNo),
      amount: data.amount,
      qty: data.qty,
      lineTotal: lineAmounts(data).owed,
    })),
    totals: nonZero([
      { name: 'gross', amount: totals.gross },
      { name: 'discount', amount: -totals.discount },
      { name: 'fees', amount: totals.extras },
    ]),
    total: totals.total,
  };
}

export function orderViewOfQuotation(quotation: QuotationDetail): OrderView {
  return {
    lines: quotation.orderLines.map((line) => ({
      key: String(line.lineNo),
      productName: line.productName || line.itemCode,
      receiver: receiverOf(line.receiverName, line.receiverEmail),
      amount: line.amount,
      qty: line.qty,
      lineTotal: line.lineTotal,
    })),
    totals: nonZero([
      { name: 'gross', amount: quotation.grossAmount },
      { name: 'discount', amount: -quotation.discountAmount },
      { name: 'fees', amount: quotation.feeAmount },
      { name: 'shipping', amount: quotation.shippingAmount },
      { name: 'tax', amount: quotation.taxAmount },
    ]),
    total: quotation.orderAmtTot,
  };
}
