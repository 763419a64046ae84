import type { CartItem } from './types';

/** Names of products in one language, by item code: the cards and the extra products. */
export interface ProductNames {
  products: Readonly<Record<string, string>>;
  extras: Readonly<Record<string, string>>;
}

/**
 * The lines with their card's and extra product's names as given (in another language, say); a
 * code not given keeps its name. Nothing else of a line changes. The same list comes back when no
 * name changed, so that a store keeps its state (and does not write it again).
 */
export function renameProducts(items: CartItem[], names: ProductNames): CartItem[] {
  let changed = false;
  const renamed = items.map((item) => {
    const productName = names.products[item.data.itemCode] ?? item.data.productName;
    const extraName = item.data.extraItemCode ? names.extras[item.data.extraItemCode] : undefined;
    const extraProductName = extraName ?? item.data.extraProductName;
    if (productName === item.data.productName && extraProductName === item.data.extraProductName) return item;
    changed = true;
    return { id: item.id, data: { ...item.data, productName, extraProductName } };
  });
  return changed ? renamed : items;
}
