import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchProductChoices, type ProductChoices } from '../../product/api/product-api';

export type ChoicesState =
  { state: 'loading' } | { state: 'ready'; choices: ProductChoices } | { state: 'failed'; error: ApiError };

/** The card of the page's ?itemCode= with its designs, letters and extras; retry() asks again. */
export function useProductChoices(itemCode: string, buId: string): ChoicesState & { retry(): void } {
  const [answer, setAnswer] = useState<ChoicesState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setAnswer({ state: 'loading' });
    void fetchProductChoices(itemCode, buId).then((result) => {
      if (!live) return;
      setAnswer(result.ok ? { state: 'ready', choices: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [itemCode, buId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...answer, retry };
}
