import type { ApiClient } from '@shop/api-client';
import type { CartItem, ProductNames } from '@shop/cart-engine';
import { getAdditionalProducts, getProductDetail } from '@shop/contracts';

type Api = Pick<ApiClient, 'call'>;

/**
 * The names of the lines' cards and extra products as the catalogue answers them now (the API
 * speaks the page's language). A card the catalogue no longer answers is left out: its line keeps
 * the name it was bought under.
 */
export async function fetchCartProductNames(api: Api, items: readonly CartItem[]): Promise<ProductNames> {
  const itemCodes = [...new Set(items.map((item) => item.data.itemCode))];
  const withExtras = items.some((item) => item.data.extraItemCode !== '');
  const [details, extras] = await Promise.all([
    Promise.all(itemCodes.map((itemCode) => api.call(getProductDetail, { itemCode }))),
    withExtras ? api.call(getAdditionalProducts, {}) : null,
  ]);
  const products: Record<string, string> = {};
  details.forEach((detail, index) => {
    if (detail.ok) products[itemCodes[index]] = detail.data.productName;
  });
  const extraNames: Record<string, string> = {};
  if (extras?.ok) for (const extra of extras.data.products) extraNames[extra.extraItemCode] = extra.extraProductName;
  return { products, extras: extraNames };
}
