import fs from 'node:fs';
import { REMOTES, manifestPath } from '../shop-apps.mjs';

// The shop server reads the manifest these tools write (and serves the default one when none is written).
export { defaultManifest, readManifest } from '../../apps/shop-server/src/remotes.mjs';

/** The manifest the shell's dev server serves (apps/shell/dev): each remote on its own dev server. */
export function devManifest() {
  return Object.fromEntries(REMOTES.map(({ name, devPort }) => [name, `http://localhost:${devPort}/remoteEntry.js`]));
}

/** Written to a temporary file then renamed, so a reader never sees half a manifest. */
export function writeManifest(manifest, file = manifestPath) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temporary, file);
}
