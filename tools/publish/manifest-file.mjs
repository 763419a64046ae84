import fs from 'node:fs';
import { defaultManifestOf, readManifestOr } from '../../apps/shop-server/src/remotes.mjs';
import { REMOTES, manifestPath } from '../shop-apps.mjs';

/** The manifest that points every remote at the build served beside the shell. */
export function defaultManifest() {
  return defaultManifestOf(REMOTES);
}

/** The manifest the shell's dev server serves (apps/shell/dev): each remote on its own dev server. */
export function devManifest() {
  return Object.fromEntries(REMOTES.map(({ name, devPort }) => [name, `http://localhost:${devPort}/remoteEntry.js`]));
}

export function readManifest(file = manifestPath) {
  return readManifestOr(file, defaultManifest);
}

/** Written to a temporary file then renamed, so a reader never sees half a manifest. */
export function writeManifest(manifest, file = manifestPath) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temporary, file);
}
