import {
  cartLineProblem,
  createCartItemData,
  type CartItem,
  type CartItemData,
  type CartSnapshot,
  type QueriedCoupon,
  type SuitedItem,
} from '@shop/cart-rules';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null) return value === null || (typeof value === 'number' && Number.isFinite(value));
  if (Array.isArray(fallback)) return Array.isArray(value);
  if (typeof fallback === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === typeof fallback;
}

/**
 * A line read back from storage or from the server cart, as this or an older version wrote it: a
 * line without an item code, a whole amount or a quantity of at least 1 is dropped, and a field
 * that is missing or of the wrong kind takes its default, so a stale cart never breaks the totals.
 * A line the store would refuse (a fee that is not whole minor units, a negative rate) is dropped too.
 */
export function restoreCartItem(value: unknown): CartItem | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !isRecord(value.data)) return null;
  const stored = value.data;
  const { itemCode, amount, qty } = stored;
  if (typeof itemCode !== 'string' || !itemCode) return null;
  // amount and qty have no default: cartLineProblem below drops the line when either is not valid.
  const data: Record<string, unknown> = {
    ...createCartItemData({ itemCode, amount: amount as number, qty: qty as number }),
  };
  for (const [field, fallback] of Object.entries(data)) {
    if (field in stored && sameKind(stored[field], fallback)) data[field] = stored[field];
  }
  const restored = data as unknown as CartItemData;
  return cartLineProblem(restored) ? null : { id: value.id, data: restored };
}

/** A cart read back from storage or the server: its restorable lines, or null when it is no cart. */
export function restoreCartSnapshot(value: unknown): CartSnapshot | null {
  if (!isRecord(value) || !Array.isArray(value.cartItems)) return null;
  const contractType = value.salesmanCustomerContractType;
  return {
    cartItems: value.cartItems.map(restoreCartItem).filter((item): item is CartItem => item !== null),
    salesmanCustomerContractType:
      typeof contractType === 'number' && Number.isInteger(contractType) ? contractType : null,
  };
}

/** A coupon read back from session storage; one that is not a whole coupon is dropped (it is queried again anyway). */
export function restoreCoupon(value: unknown): QueriedCoupon | null {
  if (!isRecord(value)) return null;
  const { cardNumber, pinCode, cardBalance, isAllowPartialRedeem, subPayDesc, suitedItemCode, isThirdPartyCoupon } =
    value;
  if (typeof cardNumber !== 'string' || !cardNumber || typeof pinCode !== 'string') return null;
  if (!Number.isSafeInteger(cardBalance) || (cardBalance as number) < 0) return null;
  if (typeof isAllowPartialRedeem !== 'boolean' || !Array.isArray(suitedItemCode)) return null;
  const suited = suitedItemCode.filter(
    (item): item is SuitedItem => isRecord(item) && typeof item.itemCode === 'string',
  );
  return {
    cardNumber,
    pinCode,
    cardBalance: cardBalance as number,
    isAllowPartialRedeem,
    subPayDesc: typeof subPayDesc === 'string' ? subPayDesc : '',
    suitedItemCode: suited.map((item) => ({ itemCode: item.itemCode })),
    isThirdPartyCoupon: isThirdPartyCoupon === true,
  };
}
