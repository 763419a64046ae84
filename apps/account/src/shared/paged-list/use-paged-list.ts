import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { ApiError } from '@shop/contracts';
import { appendPage, hasMore, type ListPage } from './paged-list';

export interface PagedListState<T> {
  items: T[];
  totalCount: number;
  /** The page being loaded: 1 for the first, later pages append. Null when nothing loads. */
  loadingPage: number | null;
  /** The failure of the last page asked for, and that page, so it can be asked for again. */
  failure: { page: number; error: ApiError } | null;
  /** Whether the first page has answered. */
  loaded: boolean;
}

const START: PagedListState<never> = { items: [], totalCount: 0, loadingPage: 1, failure: null, loaded: false };

/**
 * A list the API gives by page (spec 1 section 4): page 1 when `key` changes, then `loadMore` appends
 * the next page; a failed page can be asked for again with `retry`.
 */
export function usePagedList<T>(
  key: string,
  loadPage: (page: number) => Promise<ApiResult<ListPage<T>>>,
  idOf: (item: T) => string,
) {
  const [state, setState] = useState<PagedListState<T>>(START);
  const [request, setRequest] = useState({ key, page: 1, attempt: 0 });
  // The load and id functions of the current render; a new function for the same key loads nothing new.
  const latest = useRef({ loadPage, idOf });
  latest.current = { loadPage, idOf };

  // Another list (another member): start again from page 1, before anything of the old one shows.
  if (request.key !== key) {
    setRequest({ key, page: 1, attempt: 0 });
    setState(START);
  }

  useEffect(() => {
    let current = true;
    const { page } = request;
    setState((shown) => ({ ...shown, loadingPage: page, failure: null }));
    void latest.current.loadPage(page).then((result) => {
      if (!current) return;
      setState((shown) =>
        result.ok
          ? {
              items: page === 1 ? result.data.items : appendPage(shown.items, result.data.items, latest.current.idOf),
              totalCount: result.data.totalCount,
              loadingPage: null,
              failure: null,
              loaded: true,
            }
          : { ...shown, loadingPage: null, failure: { page, error: result.error } },
      );
    });
    return () => {
      current = false;
    };
  }, [request]);

  const loadMore = useCallback(
    () => setRequest((last) => ({ ...last, page: last.page + 1, attempt: last.attempt + 1 })),
    [],
  );
  const retry = useCallback(() => setRequest((last) => ({ ...last, attempt: last.attempt + 1 })), []);
  /** An item the member removed (the API confirmed it): it leaves the list and the count. */
  const remove = useCallback(
    (id: string) =>
      setState((shown) => {
        const items = shown.items.filter((item) => latest.current.idOf(item) !== id);
        return { ...shown, items, totalCount: Math.max(0, shown.totalCount - (shown.items.length - items.length)) };
      }),
    [],
  );

  return { ...state, more: state.loaded && hasMore(state.items.length, state.totalCount), loadMore, retry, remove };
}
