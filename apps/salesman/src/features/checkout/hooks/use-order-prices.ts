import { useMemo } from 'react';
import { useLoaded } from '../../customers/hooks/use-loaded';
import { priceOrder } from '../api/salesman-checkout-api';
import type { SalesmanOrderRequest } from '../salesman-order';

/** The server's prices of the order as it stands (priced again whenever the draft changes). */
export function useOrderPrices(request: SalesmanOrderRequest | null) {
  const key = useMemo(() => (request ? JSON.stringify(request) : null), [request]);
  return useLoaded(key, () => (request ? priceOrder(request) : Promise.reject(new Error('no order'))));
}
