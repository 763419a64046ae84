import { useCallback, useEffect, useRef, useState } from 'react';
import type { Category, ProductSummary } from '@shop/contracts';
import { usePageLanguage } from '@shop/i18n/react';
import {
  deliveredFirstScreen,
  fetchCategories,
  fetchProducts,
  fetchProductsUpTo,
  type ProductQuery,
} from '../api/catalogue-api';

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
 * page 1 replaces the list, later pages append; choosing a category starts again at page 1). Names,
 * categories and descriptions come in the page's language: a switch asks for what is shown again.
 */
export function useCatalogue(): CatalogueView {
  // A server-rendered page comes with its first screen: shown at once, and not asked for again.
  const [delivered] = useState(deliveredFirstScreen);
  const untouched = useRef(delivered !== null);
  const [categories, setCategories] = useState<Category[]>(delivered?.categories ?? []);
  const [query, setQuery] = useState<ProductQuery>({ categoryId: 0, page: 1, productName: '' });
  const [products, setProducts] = useState<ProductSummary[]>(delivered?.products.products ?? []);
  const [totalCount, setTotalCount] = useState(delivered?.products.totalCount ?? 0);
  const [state, setState] = useState<LoadState>(delivered ? 'ready' : 'loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const language = usePageLanguage();
  // The language the products shown were answered in.
  const listLanguage = useRef(language);

  useEffect(() => {
    if (untouched.current) return;
    let live = true;
    void fetchCategories().then((result) => live && result.ok && setCategories(result.data));
    return () => {
      live = false;
    };
  }, [attempt, language]);

  useEffect(() => {
    // The delivered first screen stands until the visitor asks for something else (or switches language).
    if (untouched.current) {
      untouched.current = false;
      return;
    }
    const request = ++latest.current;
    // A language switch asks again for every page shown; the list stays until they replace it.
    const relabel = listLanguage.current !== language;
    if (relabel) setLoadingMore(false);
    else if (query.page === 1) setState('loading');
    else setLoadingMore(true);
    void (relabel ? fetchProductsUpTo(query) : fetchProducts(query)).then((result) => {
      // An answer to an older query (a category or the language changed meanwhile) is dropped.
      if (request !== latest.current) return;
      setLoadingMore(false);
      if (!result.ok) {
        // A list shown in the earlier language beats an error over a page that works.
        setState((shown) => (relabel && shown === 'ready' ? shown : 'failed'));
        return;
      }
      listLanguage.current = language;
      const fresh = relabel || query.page === 1;
      setProducts((shown) => (fresh ? result.data.products : [...shown, ...result.data.products]));
      setTotalCount(result.data.totalCount);
      setState('ready');
    });
  }, [query, attempt, language]);

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
