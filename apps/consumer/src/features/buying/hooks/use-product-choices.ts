import type { ApiError } from '@shop/contracts';
import { useLanguageData } from '@shop/i18n/react';
import { deliveredProductChoices, fetchProductChoices, type ProductChoices } from '../../product/api/product-api';

export type ChoicesState =
  { state: 'loading' } | { state: 'ready'; choices: ProductChoices } | { state: 'failed'; error: ApiError };

/**
 * The card of the page's ?itemCode= with its designs, letters and extras; retry() asks again. A
 * language switch loads them again in the new language while the steps stay as they are.
 */
export function useProductChoices(itemCode: string, buId: string): ChoicesState & { retry(): void } {
  const answer = useLanguageData(
    `${buId}\n${itemCode}`,
    () => fetchProductChoices(itemCode, buId),
    () => deliveredProductChoices(itemCode, buId),
  );
  if (answer.state === 'ready') return { state: 'ready', choices: answer.data, retry: answer.retry };
  return answer;
}
