import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchQuotationDetail, type QuotationDetail } from '../api/quotations-api';

export type DetailState =
  { status: 'idle' | 'loading' } | { status: 'ready'; detail: QuotationDetail } | { status: 'failed'; error: ApiError };

/** A quotation's detail, asked for the first time it is shown (`wanted`), kept while the item stays. */
export function useQuotationDetail(custId: string, orderNo: string, wanted: boolean) {
  const [state, setState] = useState<DetailState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const needed = wanted && (state.status === 'idle' || state.status === 'loading');

  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    setState({ status: 'loading' });
    void fetchQuotationDetail(custId, orderNo).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', detail: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
    // `needed` turns true once; a retry (attempt) asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [custId, orderNo, wanted, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'idle' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
