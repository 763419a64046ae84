import { shopApi, type ApiResult } from '@shop/api-client';
import { getQuotationOrders, type ResponseOf } from '@shop/contracts';
import type { ListPage } from '../../../shared/paged-list/paged-list';

export type Quotation = ResponseOf<typeof getQuotationOrders>['quotationOrders'][number];

/** One page of the member's quotations, newest first (10 a page). */
export async function fetchQuotationPage(custId: string, page: number): Promise<ApiResult<ListPage<Quotation>>> {
  const result = await shopApi().call(getQuotationOrders, { custId, page });
  return result.ok
    ? { ...result, data: { totalCount: result.data.totalCount, items: result.data.quotationOrders } }
    : result;
}
