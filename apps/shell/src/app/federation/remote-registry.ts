import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteRoutesModule,
  remoteRoutesModuleId,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesManifest,
} from '@shop/federation';

let registered: RemotesManifest | null = null;
const loading = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Registers every remote of the manifest with the federation runtime; nothing is fetched yet. */
export function registerManifest(manifest: RemotesManifest): void {
  registered = manifest;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads a remote's routes module once; a failed load is forgotten so a retry fetches it again. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const pending = loading.get(remote);
  if (pending) return pending;
  const attempt = loadRemote<unknown>(remoteRoutesModuleId(remote)).then((module) => {
    if (!isRemoteRoutesModule(module)) throw new Error(`The ${remote} remote did not expose a routes module.`);
    return module;
  });
  loading.set(remote, attempt);
  attempt.catch(() => loading.delete(remote));
  return attempt;
}

/** Drops what the runtime holds for one remote, so the next load starts from its entry again. */
export function resetRemote(remote: RemoteName): void {
  loading.delete(remote);
  if (registered) registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}
