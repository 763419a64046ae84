import type { CartItem, DiscountList } from './types';

// A tier holds the summed amounts from amountFrom to amountTo, both inclusive, in minor units
// (amountTo null: no upper end); see tier-bounds.ts for how the tiers of one list fit together.

/** The rate of the tier that holds the amount (bounds inclusive, first match wins); 0 when none does. */
export function tierRateFor(discountList: DiscountList | undefined, amountMinor: number): number {
  const tier = discountList?.tiers.find(
    (candidate) =>
      amountMinor >= candidate.amountFrom && (candidate.amountTo === null || amountMinor <= candidate.amountTo),
  );
  return tier ? tier.discountRate : 0;
}

/**
 * Recomputes the tiered discount of every line sharing discountItemCode: the tier is chosen by
 * the lines' summed amount × quantity, and falls back to rate 0 when no tier (or no list) applies.
 */
export function recomputeTieredDiscount(
  items: CartItem[],
  discountItemCode: string,
  discountLists: DiscountList[],
): CartItem[] {
  const sharing = items.filter((item) => item.data.discountItemCode === discountItemCode);
  if (sharing.length === 0) return items;
  const summed = sharing.reduce((sum, item) => sum + item.data.amount * item.data.qty, 0);
  const rate = tierRateFor(
    discountLists.find((list) => list.itemCode === discountItemCode),
    summed,
  );
  return items.map((item) =>
    item.data.discountItemCode === discountItemCode
      ? { id: item.id, data: { ...item.data, productDiscount: rate } }
      : item,
  );
}

/** Recomputes the tiered discount of each of the codes ('' is no code: those lines have no tiers). */
export function recomputeTieredDiscounts(
  items: CartItem[],
  discountItemCodes: Iterable<string>,
  discountLists: DiscountList[],
): CartItem[] {
  let recomputed = items;
  for (const code of new Set(discountItemCodes)) {
    if (code !== '') recomputed = recomputeTieredDiscount(recomputed, code, discountLists);
  }
  return recomputed;
}

/** Deleting an order removes it and recomputes the tiered discount of the lines that shared its discount item code. */
export function deleteOrder(items: CartItem[], id: string, discountLists: DiscountList[]): CartItem[] {
  const removed = items.find((item) => item.id === id);
  if (!removed) return items;
  const remaining = items.filter((item) => item.id !== id);
  if (removed.data.discountItemCode === '') return remaining;
  return recomputeTieredDiscount(remaining, removed.data.discountItemCode, discountLists);
}
