import { assertQuantity, assertValidCartLine } from './cart-line-rules';
import { DEFAULT_CART_DELIVER_TYPE, PRODUCT_SORT_ALWAYS_NEW } from './constants';
import type { CartItem, CartItemData, CartItemInput } from './types';

// Cart line rules of spec 1 §4 "Cart". Each function returns a new list; inputs are not mutated.

/** A complete cart line from what the buying flow knows; the deliver type defaults to PDF. */
export function createCartItemData(input: CartItemInput): CartItemData {
  return {
    templateId: 0,
    productName: '',
    productImgUrl: '',
    categoryId: '',
    discount: 0,
    productDiscount: 0,
    discountItemCode: '',
    salesmanSetDiscount: null,
    productSorts: '',
    parentItemCode: '',
    extraItemCode: '',
    extraItemImgUrl: '',
    extraProductName: '',
    extraProductAmount: 0,
    cardMadeFee: 0,
    senderName: '',
    senderEmail: '',
    receiverName: '',
    receiverEmail: '',
    receiverFirstName: '',
    receiverLastName: '',
    receiverCivility: '',
    receiverCity: '',
    receiverAddress: '',
    receiverAddress2: '',
    receiverZipCode: '',
    receiverCountryCode: '',
    receiverMobileAreaCode: '',
    receiverMobileNo: '',
    deliverType: DEFAULT_CART_DELIVER_TYPE,
    templateUrl: '',
    message: '',
    message2: '',
    personalImageUrl: '',
    letterTypeId: null,
    letterPrice: 0,
    senderMobileNo: '',
    deliverDate: '',
    deliverTimeZone: '',
    uploadFileList: [],
    draftPath: '',
    kind: '',
    ...input,
  };
}

/**
 * Adding an order appends it, or replaces the line with the same id; a line of sort T is always
 * a new entry (under newId), even when its id is already in the cart. Returns the line's id.
 * Throws InvalidCartValueError for a money, count or rate field the cart refuses.
 */
export function addOrder(
  items: CartItem[],
  order: { id?: string; data: CartItemData },
  newId: string,
): { items: CartItem[]; id: string } {
  assertValidCartLine(order.data);
  const alwaysNew = order.data.productSorts === PRODUCT_SORT_ALWAYS_NEW;
  const existing = alwaysNew || order.id === undefined ? -1 : items.findIndex((item) => item.id === order.id);
  if (existing === -1) {
    const id = alwaysNew || order.id === undefined ? newId : order.id;
    return { items: [...items, { id, data: order.data }], id };
  }
  const id = items[existing].id;
  return { items: items.map((item, index) => (index === existing ? { id, data: order.data } : item)), id };
}

/** Duplicating copies an order under a new id, right after the original. */
export function duplicateOrder(items: CartItem[], id: string, newId: string): CartItem[] {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return items;
  const copy: CartItem = {
    id: newId,
    data: { ...items[index].data, uploadFileList: [...items[index].data.uploadFileList] },
  };
  return [...items.slice(0, index + 1), copy, ...items.slice(index + 1)];
}

/** Changing a quantity of one line (whole number, at least 1; else InvalidCartValueError). */
export function changeQuantity(items: CartItem[], id: string, qty: number): CartItem[] {
  assertQuantity(qty);
  return items.map((item) => (item.id === id ? { id: item.id, data: { ...item.data, qty } } : item));
}

export interface SenderUpdate {
  senderName?: string;
  senderEmail?: string;
}

/** Sender name or email update fills the receiver name or email of every line where it is empty. */
export function updateSender(items: CartItem[], sender: SenderUpdate): CartItem[] {
  return items.map((item) => {
    const data = { ...item.data };
    if (sender.senderName !== undefined) {
      data.senderName = sender.senderName;
      if (data.receiverName.trim() === '') data.receiverName = sender.senderName;
    }
    if (sender.senderEmail !== undefined) {
      data.senderEmail = sender.senderEmail;
      if (data.receiverEmail.trim() === '') data.receiverEmail = sender.senderEmail;
    }
    return { id: item.id, data };
  });
}

/** A salesman's discount rate for the whole cart, stamped on every line (null removes it). */
export function applySalesmanSetDiscount(items: CartItem[], rate: number | null): CartItem[] {
  return items.map((item) => ({ id: item.id, data: { ...item.data, salesmanSetDiscount: rate } }));
}
