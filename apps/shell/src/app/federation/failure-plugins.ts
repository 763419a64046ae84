import { registerPlugins } from '@module-federation/enhanced/runtime';
import { fallbackRoutesModule } from './fallback-module';
import { remoteFallbackPlugin } from './fallback-plugin';
import { REMOTE_ENTRY_RETRY_DELAYS_MS, remoteEntryRetryPlugin } from './retry-plugin';

/** Adds the shell's remote failure handling to the federation runtime: retry the entry, then fall back. */
export function registerRemoteFailurePlugins(retryDelaysMs: readonly number[] = REMOTE_ENTRY_RETRY_DELAYS_MS): void {
  registerPlugins([remoteEntryRetryPlugin(retryDelaysMs), remoteFallbackPlugin(fallbackRoutesModule)]);
}
