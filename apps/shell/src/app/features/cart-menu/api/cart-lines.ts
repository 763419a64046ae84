import type { CartItem, DeliverType } from '@shop/cart-engine';

/** Spec 1 section 2: the cart dropdown closes 100 ms after the pointer leaves it. */
export const CART_CLOSE_DELAY_MS = 100;
/** Spec 1 section 2: an empty cart shakes for 500 ms when opened. */
export const EMPTY_CART_SHAKE_MS = 500;

export interface CartLineSummary {
  id: string;
  productName: string;
  /** Who receives the cards; null when the buyer keeps them (buying for oneself). */
  recipient: string | null;
  deliverType: DeliverType;
  qty: number;
  /** Face value × quantity, minor units. */
  amount: number;
}

/** The recipient a line names: full name, else first and last name, else the email or phone it goes to. */
export function recipientOf(item: CartItem): string | null {
  const { receiverName, receiverFirstName, receiverLastName, receiverEmail, receiverMobileNo } = item.data;
  const fullName = `${receiverFirstName} ${receiverLastName}`.trim();
  const phone = receiverMobileNo ? `${item.data.receiverMobileAreaCode}${receiverMobileNo}` : '';
  return receiverName.trim() || fullName || receiverEmail || phone || null;
}

/** What the dropdown lists for each line, in cart order (numbered 1, 2, ... by the list). */
export function cartLineSummaries(items: readonly CartItem[]): CartLineSummary[] {
  return items.map((item) => ({
    id: item.id,
    productName: item.data.productName,
    recipient: recipientOf(item),
    deliverType: item.data.deliverType,
    qty: item.data.qty,
    amount: item.data.amount * item.data.qty,
  }));
}

/** The badge: how many cards the cart holds (a line of 3 cards counts 3). */
export function cardCountOf(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.data.qty, 0);
}
