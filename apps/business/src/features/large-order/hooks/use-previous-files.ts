import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { fetchPreviousFiles, type PreviousFilesPage } from '../api/large-order-api';

export type PreviousFilesState =
  { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'ready'; data: PreviousFilesPage };

/** One page of the member's previous recipient files, newest first; `reload` after a new file is checked. */
export function usePreviousFiles(custId: string, page: number) {
  const [state, setState] = useState<PreviousFilesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // A reload keeps the list shown until the new one is in; a first load or a new page shows loading.
    if (attempt === 0) setState({ status: 'loading' });
    void fetchPreviousFiles(custId, page).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [custId, page, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
