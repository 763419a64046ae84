import { useUnit } from '@shop/brand/react';
import type { ApiError } from '@shop/contracts';
import { useLanguageData } from '@shop/i18n/react';
import { fetchBusinessProducts, type ProductPage } from '../api/business-catalogue-api';

export type BusinessProductsState =
  { state: 'loading' } | { state: 'ready'; data: ProductPage } | { state: 'failed'; error: ApiError };

/** One page of the business catalogue in the page's language, loaded again on a language switch. */
export function useBusinessProducts(page: number): BusinessProductsState & { retry(): void } {
  const unit = useUnit();
  return useLanguageData(`${unit.buId}\n${page}`, () => fetchBusinessProducts(page));
}
