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
    if (isFallbackRoutesModule(module)) loading.delete(remote);
    return module;
  });
  loading.set(remote, attempt);
  attempt.catch(() => loading.delete(remote));
  return attempt;
}
