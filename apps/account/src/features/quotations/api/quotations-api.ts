import { shopApi, type ApiResult } from '@shop/api-client';
import { disableQuotationOrder, getQuotationDetail, getQuotationOrders, type ResponseOf } from '@shop/contracts';
import type { ListPage } from '../../../shared/paged-list/paged-list';

export type Quotation = ResponseOf<typeof getQuotationOrders>['quotationOrders'][number];
export type QuotationDetail = ResponseOf<typeof getQuotationDetail>;

/** One page of the member's quotations, newest first (10 a page). */
export async function fetchQuotationPage(custId: string, page: number): Promise<ApiResult<ListPage<Quotation>>> {
  const result = await shopApi().call(getQuotationOrders, { custId, page });
  return result.ok
    ? { ...result, data: { totalCount: result.data.totalCount, items: result.data.quotationOrders } }
    : result;
}

/** One quotation with its priced lines, whom each is for, and its totals. */
export function fetchQuotationDetail(custId: string, orderNo: string): Promise<ApiResult<QuotationDetail>> {
  return shopApi().call(getQuotationDetail, { custId, orderNo });
}

/** Removes a quotation from the member's list (it can no longer be ordered). */
export function disableQuotation(custId: string, orderNo: string) {
  return shopApi().call(disableQuotationOrder, { custId, orderNo });
}
