// Where the shell and its remotes are published on the shop's origin, and the remotes manifest the shell
// reads at start. The remotes are those the shell's build declares: its copy of the remotes registry
// (libs/federation/src/remotes.registry.json, written beside the shell's page by tools/webpack).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The production builds; SHOP_DIST_DIR names another folder (a release unpacked elsewhere). */
export const defaultDistDir = process.env.SHOP_DIST_DIR
  ? path.resolve(process.env.SHOP_DIST_DIR)
  : path.join(workspaceRoot, 'dist');

/** Each app's build under /remotes/<app>/; releases published without a rebuild under /deploys/. */
export const REMOTES_URL_PREFIX = '/remotes';
export const DEPLOYS_URL_PREFIX = '/deploys';

/** The shell build's copy of the remotes registry. */
export const SHELL_REMOTES_FILE = 'remotes.registry.json';

/** The remotes the shell's build in `dist` declares, as { name, dir }. */
export function remotesOf(dist) {
  const file = path.join(dist, 'apps/shell', SHELL_REMOTES_FILE);
  if (!fs.existsSync(file)) throw new Error(`No ${SHELL_REMOTES_FILE} in the shell's build at ${file}: rebuild it.`);
  return Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([name, { dir }]) => ({ name, dir }));
}

/** The manifest that points every remote at the build served beside the shell. */
export function defaultManifestOf(remotes) {
  return Object.fromEntries(remotes.map(({ name, dir }) => [name, `${REMOTES_URL_PREFIX}/${dir}/remoteEntry.js`]));
}

/** The published manifest, else `fallback()`. */
export function readManifestOr(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback();
}
