import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberHistory, type HistoryType, type ResponseOf } from '@shop/contracts';

export type HistoryPage = ResponseOf<typeof getMemberHistory>;

/** What the member filters by; empty fields are not sent. */
export interface HistoryFilters {
  cardNumber?: string;
  dateBegin?: string;
  dateEnd?: string;
  status?: string;
  productName?: string;
}

/** One page (from 1) of one type of the member's history (the v5 call). */
export function fetchHistoryPage(
  custId: string,
  historyType: HistoryType,
  page: number,
  filters: HistoryFilters,
): Promise<ApiResult<HistoryPage>> {
  return shopApi().call(getMemberHistory, { custId, historyType, page, ...filters });
}
