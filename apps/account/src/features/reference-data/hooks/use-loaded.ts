import { useCallback, useEffect, useState } from 'react';

export type LoadedState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; retry(): void };

/** Runs `load` when its key changes and follows it: loading, then ready or failed (with a retry). */
export function useLoaded<T>(key: string, load: () => Promise<T>): LoadedState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadedState<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'failed', retry }),
    );
    return () => {
      current = false;
    };
    // `key` names what `load` loads; a new function for the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  return state;
}
