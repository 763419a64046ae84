import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Waits before each new try of a remote entry: a blip in the network or a deploy in progress passes. */
export const REMOTE_ENTRY_RETRY_DELAYS_MS: readonly number[] = [200, 600];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tries a remote's entry script again when it fails to load (RUNTIME-008), once per delay, before the
 * runtime gives up and the fallback plugin takes over. The runtime calls this only for network failures,
 * never for an entry that loaded and threw.
 */
export function remoteEntryRetryPlugin(
  delaysMs: readonly number[] = REMOTE_ENTRY_RETRY_DELAYS_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-entry-retry',
    loadEntryError: (args) => retryEntry(args, delaysMs) as unknown as LoadEntryErrorResult,
  };
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
// The runtime declares a promise of a promise; it awaits whatever the hook returns, so one promise is enough.
type LoadEntryErrorResult = ReturnType<LoadEntryError>;

async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0],
  delaysMs: readonly number[],
) {
  for (const delay of delaysMs) {
    await pause(delay);
    // The failed load still holds the entry's loading slot; free it so this try fetches the script again.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // The next delay, or the fallback once they are used up.
    }
  }
  return undefined;
}
