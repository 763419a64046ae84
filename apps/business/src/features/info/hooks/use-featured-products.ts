import { useCallback, useEffect, useState } from 'react';
import { useUnit } from '@shop/brand/react';
import type { ProductSummary } from '@shop/contracts';
import { fetchCatalogueStart } from '../api/featured-products-api';
import { featuredProducts } from '../featured-products';

export type FeaturedState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: ProductSummary[] };

/** The cards the business information page features, loaded from the unit's catalogue, with a retry. */
export function useFeaturedProducts() {
  const unit = useUnit();
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchCatalogueStart().then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', products: featuredProducts(unit, result.data) } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [unit, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
