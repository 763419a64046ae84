import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { ApiError } from '@shop/contracts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

/** An API answer loaded for `key` (null: nothing to load), with a retry; a newer key replaces an older answer. */
export function useLoaded<T>(key: string | null, load: () => Promise<ApiResult<T>>) {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, loaded: { status: 'loading' } });
    void load().then((result) => {
      if (!current) return;
      setState({
        key,
        loaded: result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error },
      });
    });
    return () => {
      current = false;
    };
    // `load` follows `key`: a new key is a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const loaded: Loaded<T> = state.key === key ? state.loaded : { status: 'loading' };
  return { state: loaded, retry };
}
