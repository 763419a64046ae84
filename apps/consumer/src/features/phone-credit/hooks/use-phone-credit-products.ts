import { useCallback, useEffect, useState } from 'react';
import type { ProductSummary } from '@shop/contracts';
import { fetchPhoneCreditProducts } from '../api/phone-credit-api';

export type ProductsState = { state: 'loading' } | { state: 'ready'; products: ProductSummary[] } | { state: 'failed' };

export function usePhoneCreditProducts(): ProductsState & { retry(): void } {
  const [answer, setAnswer] = useState<ProductsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setAnswer({ state: 'loading' });
    void fetchPhoneCreditProducts().then((result) => {
      if (live) setAnswer(result.ok ? { state: 'ready', products: result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...answer, retry };
}
