import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@shop/federation';
import { forgetRemoteRoutes } from '../app/federation/remote-registry';
import { PUBLISHED_ORIGIN, publishedFilesPlugin, type PublishedFileResolver } from './published-files-plugin';

/** A remote's server container: server/remoteEntry.js beside the browser's remoteEntry.js the manifest names. */
export function serverEntryPath(browserEntry: string): string {
  return `${browserEntry.slice(0, browserEntry.lastIndexOf('/') + 1)}server/remoteEntry.js`;
}

/** Whether the browser entry is a path on the shop's own origin (a remote elsewhere is not rendered here). */
export function isPublishedHere(browserEntry: string): boolean {
  return browserEntry.startsWith('/') && !browserEntry.startsWith('//');
}

let resolver: PublishedFileResolver = () => null;
let pluginRegistered = false;
const registered = new Map<RemoteName, string>();

/**
 * Points the federation runtime at the server containers the manifest names, read on every render: a remote
 * published again is registered anew (force) and its routes module forgotten, so the next render loads the
 * new build without a restart. Remotes whose entry did not change keep their loaded containers.
 */
export function followManifest(manifest: RemotesManifest, resolve: PublishedFileResolver): void {
  resolver = resolve;
  if (!pluginRegistered) {
    registerPlugins([publishedFilesPlugin(() => resolver)]);
    pluginRegistered = true;
  }
  const changed = REMOTE_NAMES.flatMap((name) => {
    const browserEntry = manifest[name];
    if (!browserEntry || !isPublishedHere(browserEntry)) return [];
    const entry = `${PUBLISHED_ORIGIN}${serverEntryPath(browserEntry)}`;
    return registered.get(name) === entry ? [] : [{ name, entry }];
  });
  if (changed.length === 0) return;
  registerRemotes(changed, { force: true });
  for (const { name, entry } of changed) {
    registered.set(name, entry);
    forgetRemoteRoutes(name);
  }
}
