import { use, useCallback, useEffect, useState } from 'react';
import { hasNamespace, loadNamespace, noteServerRenderArea } from '../i18n-instance';
import type { AreaNamespace } from '../resource-types';

export type NamespaceState = 'loading' | 'ready' | 'failed';

/**
 * Loads an area's texts (loadNamespace) when the area mounts; the area renders its screens once they
 * are 'ready', a loading state before, and a retry (`reload`) when the download 'failed'.
 * On the shop server the render waits for them (a server render renders once, so the page comes with its
 * texts), and the browser loads the areas a rendered page showed before it hydrates it (startup).
 */
export function useNamespace(namespace: AreaNamespace): { state: NamespaceState; reload: () => void } {
  if (typeof window === 'undefined') {
    noteServerRenderArea(namespace);
    // A render on the server suspends until the texts are there (loadNamespace shares the download under way).
    if (!hasNamespace(namespace)) use(loadNamespace(namespace));
  }
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
