import type { RemoteName } from '@shop/federation';

/**
 * How many times the user asked to load each remote again. A fallback's "Try again" bumps it and the
 * remote's page loads its entry again; nothing is re-registered with the federation runtime.
 */
const reloads = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

export function reloadRemote(remote: RemoteName): void {
  reloads.set(remote, reloadCount(remote) + 1);
  listeners.forEach((listener) => listener());
}

export function reloadCount(remote: RemoteName): number {
  return reloads.get(remote) ?? 0;
}

export function subscribeToReloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
