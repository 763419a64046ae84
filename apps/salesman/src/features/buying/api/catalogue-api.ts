import { shopApi, type ApiResult } from '@shop/api-client';
import {
  PRODUCT_PAGE_SIZE,
  getAdditionalProducts,
  getCountryCodes,
  getLetterTypes,
  getProducts,
  type ProductSummary,
  type ResponseOf,
} from '@shop/contracts';

/** Digital cards go by email, physical (and combined) ones by post. */
export const POSTED_KINDS: ReadonlySet<string> = new Set(['P', 'CP']);
const SALESMAN_KINDS: ReadonlySet<string> = new Set(['D', ...POSTED_KINDS]);

/** The most catalogue pages read for the card list (a salesman's shop has a short business catalogue). */
const PAGES_MAX = 5;

/**
 * The cards a salesman may order for a business customer, every category together, as his session sees
 * the catalogue: digital cards (sent by email) and physical ones (sent by post in a letter).
 */
export async function fetchSalesmanProducts(): Promise<ApiResult<ProductSummary[]>> {
  const products: ProductSummary[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const result = await shopApi().call(getProducts, { categoryId: 0, page });
    if (!result.ok) return result;
    products.push(...result.data.products);
    if (page * PRODUCT_PAGE_SIZE >= result.data.totalCount || result.data.products.length === 0) break;
  }
  return { ok: true, status: 200, data: products.filter((product) => SALESMAN_KINDS.has(product.kind)) };
}

export type ExtraProduct = ResponseOf<typeof getAdditionalProducts>['products'][number];

/** The unit's extra products (gift boxes and the like): sold with a card, or given free with an order. */
export async function fetchExtraProducts(): Promise<ApiResult<ExtraProduct[]>> {
  const result = await shopApi().call(getAdditionalProducts, {});
  return result.ok ? { ok: true, status: 200, data: result.data.products } : result;
}

export type LetterType = ResponseOf<typeof getLetterTypes>['letterTypes'][number];

/** The unit's letters a posted card travels in, with their price per card. */
export async function fetchLetterTypes(buId: string): Promise<ApiResult<LetterType[]>> {
  const result = await shopApi().call(getLetterTypes, { aggregatorBuId: buId });
  return result.ok ? { ok: true, status: 200, data: result.data.letterTypes } : result;
}

export type Country = ResponseOf<typeof getCountryCodes>['countryList'][number];

/** The countries a posted card can go to, named in the page's language. */
export async function fetchCountries(): Promise<ApiResult<Country[]>> {
  const result = await shopApi().call(getCountryCodes, {});
  return result.ok ? { ok: true, status: 200, data: result.data.countryList } : result;
}
