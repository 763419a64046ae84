import { shopApi, type ApiResult } from '@shop/api-client';
import { getProducts, PRODUCT_PAGE_SIZE, type ProductSummary } from '@shop/contracts';

const PHONE_CREDIT = 'PHONE_CREDIT';
/** A catalogue is a few pages; more than this is a server that keeps answering full pages. */
const MAX_PAGES = 20;

/** The unit's phone-credit products (every category, page by page). */
export async function fetchPhoneCreditProducts(): Promise<ApiResult<ProductSummary[]>> {
  const found: ProductSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await shopApi().call(getProducts, { categoryId: 0, page });
    if (!result.ok) return result;
    found.push(...result.data.products.filter((product) => product.productType === PHONE_CREDIT));
    if (page * PRODUCT_PAGE_SIZE >= result.data.totalCount) return { ...result, data: found };
  }
  return { ok: true, status: 200, data: found };
}
