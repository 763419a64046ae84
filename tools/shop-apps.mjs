// The deployables of the front end, the shell and its remotes, and their production build. The remotes come
// from their one registry, libs/federation/src/remotes.registry.json (federation name -> apps/ folder, dev port).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(workspaceRoot, 'dist');
export const remotesRegistryPath = path.join(workspaceRoot, 'libs/federation/src/remotes.registry.json');

/** Each remote as { name, dir, devPort }, in the registry's order. */
export const REMOTES = Object.entries(JSON.parse(fs.readFileSync(remotesRegistryPath, 'utf8'))).map(
  ([name, { dir, devPort }]) => ({ name, dir, devPort }),
);

export function remoteByName(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!remote) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.map((r) => r.dir).join(', ')}`);
  return remote;
}

/** Where the shop server (apps/shop-server) publishes each app's build. */
export { DEPLOYS_URL_PREFIX, REMOTES_URL_PREFIX } from '../apps/shop-server/src/remotes.mjs';
export const manifestPath = path.join(distDir, 'remotes.manifest.json');

/** The production build of every app into dist/ (Nx Cloud, telemetry and the daemon off). */
export function buildAllApps() {
  const env = { ...process.env, NX_NO_CLOUD: 'true', NX_TELEMETRY: 'false', NX_DAEMON: 'false' };
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: workspaceRoot,
    env,
    stdio: 'inherit',
  });
}
