import { shopApi, type ApiResult } from '@shop/api-client';
import { getMemberInbox, type ResponseOf } from '@shop/contracts';
import type { ListPage } from '../../../shared/paged-list/paged-list';

export type InboxMessage = ResponseOf<typeof getMemberInbox>['messages'][number];

/** One page of the member's inbox, newest first. */
export async function fetchInboxPage(custId: string, page: number): Promise<ApiResult<ListPage<InboxMessage>>> {
  const result = await shopApi().call(getMemberInbox, { custId, page });
  return result.ok ? { ...result, data: { totalCount: result.data.totalCount, items: result.data.messages } } : result;
}
