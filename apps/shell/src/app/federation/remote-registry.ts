import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteRoutesModule,
  remoteRoutesModuleId,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesManifest,
} from '@shop/federation';
import { isFallbackRoutesModule } from './fallback-module';

const loading = new Map<RemoteName, Promise<RemoteRoutesModule>>();
/**
 * How each remote's last load ended: its routes module, or 'failed' (the load threw: on the server, which has
 * no failure plugins). A server-rendered page is rendered and then hydrated with it, so the first render
 * already shows the page, or on the server the remote's fallback.
 */
const settled = new Map<RemoteName, RemoteRoutesModule | 'failed'>();

/** Registers every remote of the manifest with the federation runtime; nothing is fetched yet. */
export function registerManifest(manifest: RemotesManifest): void {
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote's routes module once. An unreachable remote resolves to the fallback module of the
 * failure plugins, which is not kept: the next load (a "Try again") fetches the remote's entry again.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const pending = loading.get(remote);
  if (pending) return pending;
  const attempt = loadRemote<unknown>(remoteRoutesModuleId(remote)).then((module) => {
    if (!isRemoteRoutesModule(module)) throw new Error(`The ${remote} remote did not expose a routes module.`);
    // A fallback module (the browser's failure plugins) is not kept: the remote is asked for on its next use.
    if (isFallbackRoutesModule(module)) loading.delete(remote);
    else settled.set(remote, module);
    return module;
  });
  loading.set(remote, attempt);
  attempt.catch(() => {
    loading.delete(remote);
    settled.set(remote, 'failed');
  });
  return attempt;
}

/** How the remote's last load ended: its routes module, 'failed', or null before any has ended. */
export function settledRemoteRoutes(remote: RemoteName): RemoteRoutesModule | 'failed' | null {
  return settled.get(remote) ?? null;
}

/** Forgets a remote's module: the next load fetches its entry again (a new build published on the server). */
export function forgetRemoteRoutes(remote: RemoteName): void {
  loading.delete(remote);
  settled.delete(remote);
}
