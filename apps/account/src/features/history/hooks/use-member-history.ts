import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, HistoryRecord, HistoryType } from '@shop/contracts';
import { fetchHistoryPage, type HistoryFilters } from '../api/history-api';

export interface HistoryState {
  status: 'loading' | 'ready' | 'failed' | 'loadingMore';
  records: HistoryRecord[];
  totalCount: number;
  page: number;
  error: ApiError | null;
}

const START: HistoryState = { status: 'loading', records: [], totalCount: 0, page: 0, error: null };

/**
 * One type of the member's history with its filters, paged from page 1: page 1 replaces the list,
 * later pages append to it (spec 1 section 4). A change of type or filters starts again at page 1.
 */
export function useMemberHistory(custId: string, type: HistoryType, filters: HistoryFilters) {
  const [state, setState] = useState<HistoryState>(START);
  const [attempt, setAttempt] = useState(0);
  /** The latest query: an answer for an older one is dropped. */
  const query = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const mine = ++query.current;
      setState((previous) => (page === 1 ? { ...START } : { ...previous, status: 'loadingMore', error: null }));
      const result = await fetchHistoryPage(custId, type, page, filters);
      if (mine !== query.current) return;
      if (!result.ok) {
        setState((previous) => ({ ...previous, status: 'failed', error: result.error }));
        return;
      }
      const { transactionRecords, totalCount } = result.data;
      setState((previous) => ({
        status: 'ready',
        records: page === 1 ? transactionRecords : [...previous.records, ...transactionRecords],
        totalCount,
        page,
        error: null,
      }));
    },
    [custId, type, filters],
  );

  useEffect(() => {
    void load(1);
    return () => {
      query.current += 1;
    };
  }, [load, attempt]);

  /** After a failure: page 1 again when nothing was shown, else the page that failed. */
  const retry = useCallback(() => {
    if (state.page === 0) setAttempt((count) => count + 1);
    else void load(state.page + 1);
  }, [load, state.page]);
  const showMore = useCallback(() => void load(state.page + 1), [load, state.page]);
  const hasMore = state.records.length < state.totalCount && state.page > 0;

  return { state, showMore, hasMore, retry };
}
