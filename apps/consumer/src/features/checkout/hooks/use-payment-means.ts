import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchPaymentMeans, type PaymentMeans } from '../api/checkout-api';

export type PaymentMeansState =
  { status: 'loading' } | { status: 'ready'; means: PaymentMeans } | { status: 'failed'; error: ApiError };

/** The means offered to this visitor (getPaymentMeans), asked again when the visitor signs in or out. */
export function usePaymentMeans(visitor: string): { state: PaymentMeansState; reload: () => void } {
  const [state, setState] = useState<PaymentMeansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchPaymentMeans().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', means: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [visitor, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
