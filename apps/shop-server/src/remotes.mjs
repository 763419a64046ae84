// Where the shell and its remotes are published on the shop's origin, and the remotes manifest the shell
// reads at start. The remotes come from their one registry, libs/federation/src/remotes.registry.json
// (federation name -> apps/ folder, dev port).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The production builds; SHOP_DIST_DIR names another folder (a release unpacked elsewhere). */
export const distDir = process.env.SHOP_DIST_DIR
  ? path.resolve(process.env.SHOP_DIST_DIR)
  : path.join(workspaceRoot, 'dist');
export const manifestPath = path.join(distDir, 'remotes.manifest.json');

/** Each remote as { name, dir, devPort }, in the registry's order. */
export const REMOTES = Object.entries(require('../../../libs/federation/src/remotes.registry.json')).map(
  ([name, { dir, devPort }]) => ({ name, dir, devPort }),
);

/** Each app's build under /remotes/<app>/; releases published without a rebuild under /deploys/. */
export const REMOTES_URL_PREFIX = '/remotes';
export const DEPLOYS_URL_PREFIX = '/deploys';

/** The manifest that points every remote at the build served beside the shell. */
export function defaultManifest() {
  return Object.fromEntries(REMOTES.map(({ name, dir }) => [name, `${REMOTES_URL_PREFIX}/${dir}/remoteEntry.js`]));
}

/** The published manifest, else the default one. */
export function readManifest(file = manifestPath) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : defaultManifest();
}
