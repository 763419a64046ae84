import type { CartItem } from '@shop/cart-engine';
import type { BeneficiaryLine } from '@shop/cart-rules';

// What a business checkout orders, from its address (the hand-over between the business pages is fixed:
// docs/decisions/0028): the cart lines of its buying page, a checked recipient file, or a quotation.

export type CheckoutSource =
  | { kind: 'cart' }
  | { kind: 'file'; fileId: string }
  | { kind: 'quotation'; orderNo: string }
  /** A ?file= or ?quotation= that cannot name one: the page says the link is wrong. */
  | { kind: 'invalid' };

const FILE_ID = /^[0-9a-f]{32}$/;
const ORDER_NO = /^[0-9A-Z]{8,40}$/;

export function checkoutSourceOf(search: URLSearchParams): CheckoutSource {
  const fileId = search.get('file');
  if (fileId !== null) return FILE_ID.test(fileId) ? { kind: 'file', fileId } : { kind: 'invalid' };
  const orderNo = search.get('quotation');
  if (orderNo !== null) return ORDER_NO.test(orderNo) ? { kind: 'quotation', orderNo } : { kind: 'invalid' };
  return { kind: 'cart' };
}

/** The cart lines put there by this checkout's buying page (draftPath '/b2b/buying' or '/b2b/buying-self'). */
export function linesOfBuyingPath(items: readonly CartItem[], buyingPath: string): CartItem[] {
  const normalised = (path: string) => path.replace(/\/+$/, '');
  return items.filter((item) => normalised(item.data.draftPath) === normalised(buyingPath));
}

/** Who receives a line's cards, for the employee gift exemption: the email, else the phone, else the name. */
export function beneficiaryOf(line: { receiverEmail?: string; receiverMobileNo?: string; receiverName?: string }) {
  return line.receiverEmail || line.receiverMobileNo || line.receiverName || '';
}

export function beneficiaryLinesOfCart(items: readonly CartItem[]): BeneficiaryLine[] {
  return items.map(({ data }) => ({ beneficiary: beneficiaryOf(data), amount: data.amount, qty: data.qty }));
}
