import { shopApi, type ApiResult } from '@shop/api-client';
import { getProducts, type ProductSummary } from '@shop/contracts';

/** The first page of the unit's catalogue, every category. */
export async function fetchCatalogueStart(): Promise<ApiResult<ProductSummary[]>> {
  const result = await shopApi().call(getProducts, { categoryId: 0, page: 1 });
  return result.ok ? { ...result, data: result.data.products } : result;
}
