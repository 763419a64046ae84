import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchLinkedCard, type LinkedCard } from '../api/card-link-api';

export type LinkedCardState =
  { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'ready'; card: LinkedCard };

/** The card behind the token, asked once per token; `reload` asks again after a failure. */
export function useLinkedCard(token: string) {
  const [state, setState] = useState<LinkedCardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchLinkedCard(token).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', card: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
