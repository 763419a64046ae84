import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The origin the server's remote entries are named under: never fetched, read from the published files. */
export const PUBLISHED_ORIGIN = 'http://published-remotes.invalid';

/**
 * The file published at a path of the shop's origin (e.g. /deploys/consumer/r2/server/remoteEntry.js): its
 * path on this machine, or null when there is none.
 */
export type PublishedFileResolver = (urlPath: string) => string | null;

// The require of this bundle's own file: a remote's container takes its packages from the same node_modules.
declare const __non_webpack_require__: NodeJS.Require;

/**
 * Runs a CommonJS remote container as Node.js runs a module, answering its module.exports. Its __dirname is
 * its folder, where the node runtime plugin finds its chunks.
 */
function runContainer(file: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = `(function (exports, module, require, __dirname, __filename) {${fs.readFileSync(file, 'utf8')}\n})`;
  const run = new vm.Script(wrapper, { filename: file }).runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, module, __non_webpack_require__, path.dirname(file), file);
  return module.exports;
}

/**
 * Loads the remote entries named under PUBLISHED_ORIGIN from the files the shop server publishes, instead of
 * asking the server itself over HTTP. A missing file fails the load: the remote's routes show their fallback,
 * as in the browser.
 */
export function publishedFilesPlugin(resolver: () => PublishedFileResolver): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-published-files',
    async loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith(`${PUBLISHED_ORIGIN}/`)) return undefined;
      const urlPath = new URL(remoteInfo.entry).pathname;
      const file = resolver()(urlPath);
      if (file === null) throw new Error(`No server container is published at ${urlPath}`);
      const exports = runContainer(file);
      return (exports[remoteInfo.entryGlobalName] ?? exports) as never;
    },
  };
}
