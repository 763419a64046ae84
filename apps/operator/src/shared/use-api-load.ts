import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import type { ApiResult } from '@shop/api-client';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: ApiError } | { state: 'ready'; data: T };

/**
 * Loads an operator call's answer when its key changes (a unit, a version, a page), with a reload for
 * after a change. An answer that arrives after the key moved on is dropped.
 */
export function useApiLoad<T>(key: string, load: () => Promise<ApiResult<T>>): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const shownKey = useRef(key);

  useEffect(() => {
    let live = true;
    // A reload keeps the page on screen; another key shows the loading state.
    if (shownKey.current !== key) setLoaded({ state: 'loading' });
    shownKey.current = key;
    void load().then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { state: 'ready', data: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  return [loaded, reload];
}
