import { shopApi, type ApiResult } from '@shop/api-client';
import { getProducts, type ResponseOf } from '@shop/contracts';

export type ProductPage = ResponseOf<typeof getProducts>;

/**
 * A page of the catalogue every category together, as a business session sees it: the API leaves out
 * the items a business may not buy (types A and V) and adds the business-only ones.
 */
export function fetchBusinessProducts(page: number): Promise<ApiResult<ProductPage>> {
  return shopApi().call(getProducts, { categoryId: 0, page });
}
