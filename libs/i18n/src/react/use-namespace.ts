import { useCallback, useEffect, useState } from 'react';
import { hasNamespace, loadNamespace } from '../i18n-instance';
import type { AreaNamespace } from '../resource-types';

export type NamespaceState = 'loading' | 'ready' | 'failed';

/**
 * Loads an area's texts (loadNamespace) when the area mounts; the area renders its screens once they
 * are 'ready', a loading state before, and a retry (`reload`) when the download 'failed'.
 */
export function useNamespace(namespace: AreaNamespace): { state: NamespaceState; reload: () => void } {
  const [state, setState] = useState<NamespaceState>(() => (hasNamespace(namespace) ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadNamespace(namespace).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [namespace, attempt]);
  const reload = useCallback(() => {
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
