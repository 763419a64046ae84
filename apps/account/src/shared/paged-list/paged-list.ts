/** One page of a list as the API answers it: the page's items and how many there are in all. */
export interface ListPage<T> {
  totalCount: number;
  items: T[];
}

/**
 * Adds a later page below the items already shown (spec 1: lists are paged from page 1, later pages
 * append). An item already shown is not shown twice: one created meanwhile pushes the pages down.
 */
export function appendPage<T>(shown: readonly T[], page: readonly T[], idOf: (item: T) => string): T[] {
  const seen = new Set(shown.map(idOf));
  return [...shown, ...page.filter((item) => !seen.has(idOf(item)))];
}

/** Whether the API holds items beyond those shown. */
export function hasMore(shownCount: number, totalCount: number): boolean {
  return shownCount < totalCount;
}
