import { useCallback } from 'react';
import { usePagedList } from '../../../shared/paged-list/use-paged-list';
import { fetchInboxPage, type InboxMessage } from '../api/inbox-api';

const idOf = (message: InboxMessage) => message.messageId;

/** The member's inbox (getMemberInbox), newest first, from page 1; later pages append. */
export function useInbox(custId: string) {
  const load = useCallback((page: number) => fetchInboxPage(custId, page), [custId]);
  return usePagedList(`inbox:${custId}`, load, idOf);
}
