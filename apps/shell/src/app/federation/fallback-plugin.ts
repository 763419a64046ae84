import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteRoutesModuleId, type RemoteName, type RemoteRoutesModule } from '@shop/federation';

/** The remote whose routes module has this federation id, if it is one of ours. */
export function remoteOfRoutesModule(id: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) => remoteRoutesModuleId(remote) === id);
}

/**
 * When a remote's routes module cannot be loaded (its entry stayed unreachable after the retries, or the
 * manifest never named it), the runtime's errorLoadRemote hook answers with a stand-in routes module,
 * whose pages tell the user and offer to try again. Other failures (shared modules) are left to the runtime.
 */
export function remoteFallbackPlugin(
  fallbackFor: (remote: RemoteName) => RemoteRoutesModule,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error }) {
      const remote = remoteOfRoutesModule(id);
      if (!remote) return undefined;
      console.error(`The ${remote} remote could not be loaded`, error);
      return fallbackFor(remote);
    },
  };
}
