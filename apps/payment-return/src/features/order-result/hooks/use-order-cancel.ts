import { useCallback, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { cancelTheOrder } from '../api/order-result-api';

export type CancelState =
  { step: 'idle' } | { step: 'asking' } | { step: 'cancelling' } | { step: 'failed'; error: ApiError };

/**
 * Cancelling an order from its result page: asked first, then sent; either way the order is read again
 * (`onDone`), since a refused cancel means the payment went through meanwhile and the order is paid.
 */
export function useOrderCancel(orderNo: string, onDone: () => void) {
  const [state, setState] = useState<CancelState>({ step: 'idle' });
  const ask = useCallback(() => setState({ step: 'asking' }), []);
  const keep = useCallback(() => setState({ step: 'idle' }), []);
  const confirm = useCallback(async () => {
    setState({ step: 'cancelling' });
    const answer = await cancelTheOrder(orderNo);
    if (answer.ok) return onDone();
    setState({ step: 'failed', error: answer.error });
  }, [orderNo, onDone]);
  return { state, ask, keep, confirm };
}
