import { shopApi, type ApiResult } from '@shop/api-client';
import {
  PRODUCT_PAGE_SIZE,
  getAdditionalProducts,
  getProducts,
  type ProductSummary,
  type ResponseOf,
} from '@shop/contracts';

/** The most catalogue pages read for the card list (a salesman's shop has a short business catalogue). */
const PAGES_MAX = 5;

/**
 * The cards a salesman may order for a business customer, every category together, as his session sees
 * the catalogue: cards sent by email only, as on the business buying pages (decision 0029).
 */
export async function fetchSalesmanProducts(): Promise<ApiResult<ProductSummary[]>> {
  const products: ProductSummary[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const result = await shopApi().call(getProducts, { categoryId: 0, page });
    if (!result.ok) return result;
    products.push(...result.data.products);
    if (page * PRODUCT_PAGE_SIZE >= result.data.totalCount || result.data.products.length === 0) break;
  }
  return { ok: true, status: 200, data: products.filter((product) => product.kind === 'D') };
}

export type ExtraProduct = ResponseOf<typeof getAdditionalProducts>['products'][number];

/** The unit's extra products (gift boxes and the like): what a salesman may give free with an order. */
export async function fetchExtraProducts(): Promise<ApiResult<ExtraProduct[]>> {
  const result = await shopApi().call(getAdditionalProducts, {});
  return result.ok ? { ok: true, status: 200, data: result.data.products } : result;
}
