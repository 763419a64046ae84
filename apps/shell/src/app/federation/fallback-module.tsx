import type { ComponentType } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@shop/federation';
import { RemoteFallback } from './RemoteFallback';
import { reloadRemote } from './remote-reloads';

const fallbackModules = new WeakSet<RemoteRoutesModule>();

/** A routes module standing in for an unreachable remote: every page is the branded fallback. */
export function fallbackRoutesModule(remote: RemoteName): RemoteRoutesModule {
  const FallbackPage: ComponentType = () => <RemoteFallback onRetry={() => reloadRemote(remote)} />;
  // Any page key the shell's table names for this remote gets the same fallback page.
  const pages = new Proxy({} as Record<string, ComponentType>, { get: () => FallbackPage });
  const module = { release: 'unavailable', pages };
  fallbackModules.add(module);
  return module;
}

export function isFallbackRoutesModule(module: RemoteRoutesModule): boolean {
  return fallbackModules.has(module);
}
