import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, HistoryRecord, HistoryType } from '@shop/contracts';
import { usePageLanguage } from '@shop/i18n/react';
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
 * Product names are in the page's language: a switch asks again for every page shown, with the same
 * type and filters, and the list stays until they replace it.
 */
export function useMemberHistory(custId: string, type: HistoryType, filters: HistoryFilters) {
  const [state, setState] = useState<HistoryState>(START);
  const [attempt, setAttempt] = useState(0);
  /** The latest query: an answer for an older one is dropped. */
  const query = useRef(0);
  const language = usePageLanguage();
  const shownLanguage = useRef(language);
  const shownPages = useRef(0);
  shownPages.current = state.page;

  /** Loads `page` (appended after page 1), or with `relabel` pages 1 to `page` again to replace those shown. */
  const load = useCallback(
    async (page: number, relabel = false) => {
      const mine = ++query.current;
      const pages = relabel ? Array.from({ length: page }, (_, index) => index + 1) : [page];
      setState((previous) => {
        // A later page on its way is superseded: the pages asked again include it once shown.
        if (relabel) return previous.status === 'loadingMore' ? { ...previous, status: 'ready' } : previous;
        return page === 1 ? { ...START } : { ...previous, status: 'loadingMore', error: null };
      });
      const results = await Promise.all(pages.map((one) => fetchHistoryPage(custId, type, one, filters)));
      if (mine !== query.current) return;
      const answered: HistoryRecord[] = [];
      let totalCount = 0;
      for (const result of results) {
        if (!result.ok) {
          // A list shown in the earlier language beats an error over a page that works.
          if (!relabel) setState((previous) => ({ ...previous, status: 'failed', error: result.error }));
          return;
        }
        answered.push(...result.data.transactionRecords);
        totalCount = result.data.totalCount;
      }
      setState((previous) => ({
        status: 'ready',
        records: relabel || page === 1 ? answered : [...previous.records, ...answered],
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

  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    // Nothing shown yet (or page 1 failed): page 1 in the new language; else every page shown again.
    const pages = shownPages.current;
    void load(Math.max(pages, 1), pages > 0);
  }, [language, load]);

  /** After a failure: page 1 again when nothing was shown, else the page that failed. */
  const retry = useCallback(() => {
    if (state.page === 0) setAttempt((count) => count + 1);
    else void load(state.page + 1);
  }, [load, state.page]);
  const showMore = useCallback(() => void load(state.page + 1), [load, state.page]);
  const hasMore = state.records.length < state.totalCount && state.page > 0;

  return { state, showMore, hasMore, retry };
}
