import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { ApiError } from '@shop/contracts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

/**
 * What a call answers, read when the page opens and again when `key` changes or on reload; null
 * `load` (nothing to read) stays 'ready' with null.
 */
export function useLoaded<T>(key: string, load: (() => Promise<ApiResult<T>>) | null) {
  const [state, setState] = useState<Loaded<T | null>>(load ? { status: 'loading' } : { status: 'ready', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) {
      setState({ status: 'ready', data: null });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (live)
        setState(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
    // The key names what `load` reads: a new closure for the same key reads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
