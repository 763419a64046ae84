import type { ProductSummary } from '@shop/contracts';
import { useLanguageData } from '@shop/i18n/react';
import { fetchPhoneCreditProducts } from '../api/phone-credit-api';

export type ProductsState = { state: 'loading' } | { state: 'ready'; products: ProductSummary[] } | { state: 'failed' };

/** The unit's phone credit products, named in the page's language (loaded again when it is switched). */
export function usePhoneCreditProducts(): ProductsState & { retry(): void } {
  const answer = useLanguageData('phone-credit', fetchPhoneCreditProducts);
  if (answer.state === 'ready') return { state: 'ready', products: answer.data, retry: answer.retry };
  return answer.state === 'failed' ? { state: 'failed', retry: answer.retry } : answer;
}
