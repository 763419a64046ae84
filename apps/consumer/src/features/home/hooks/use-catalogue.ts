import { useCallback, useEffect, useRef, useState } from 'react';
import type { Category, ProductSummary } from '@shop/contracts';
import { fetchCategories, fetchProducts, type ProductQuery } from '../api/catalogue-api';

export type LoadState = 'loading' | 'ready' | 'failed';

export interface CatalogueView {
  categories: Category[];
  categoryId: number;
  search: string;
  products: ProductSummary[];
  totalCount: number;
  state: LoadState;
  /** True while a later page is on its way (the list already shows the earlier ones). */
  loadingMore: boolean;
  chooseCategory(categoryId: number): void;
  searchFor(name: string): void;
  loadMore(): void;
  retry(): void;
}

/**
 * The home page's catalogue: categories, then cards by category and name search, page by page (spec:
 * page 1 replaces the list, later pages append; choosing a category starts again at page 1).
 */
export function useCatalogue(): CatalogueView {
  const [categories, setCategories] = useState<Category[]>([]);
  const [query, setQuery] = useState<ProductQuery>({ categoryId: 0, page: 1, productName: '' });
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const [totalCount, setTotalCount] = useState(0);
  const [state, setState] = useState<LoadState>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    void fetchCategories().then((result) => result.ok && setCategories(result.data));
  }, [attempt]);

  useEffect(() => {
    const request = ++latest.current;
    if (query.page === 1) setState('loading');
    else setLoadingMore(true);
    void fetchProducts(query).then((result) => {
      // An answer to an older query (a category changed meanwhile) is dropped.
      if (request !== latest.current) return;
      setLoadingMore(false);
      if (!result.ok) {
        setState('failed');
        return;
      }
      setProducts((shown) => (query.page === 1 ? result.data.products : [...shown, ...result.data.products]));
      setTotalCount(result.data.totalCount);
      setState('ready');
    });
  }, [query, attempt]);

  const chooseCategory = useCallback((categoryId: number) => setQuery({ categoryId, page: 1, productName: '' }), []);
  const searchFor = useCallback(
    (name: string) => setQuery((current) => ({ ...current, page: 1, productName: name.trim() })),
    [],
  );
  const loadMore = useCallback(() => setQuery((current) => ({ ...current, page: current.page + 1 })), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    categories,
    categoryId: query.categoryId,
    search: query.productName,
    products,
    totalCount,
    state,
    loadingMore,
    chooseCategory,
    searchFor,
    loadMore,
    retry,
  };
}
