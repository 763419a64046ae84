// The deployables of the front end: the shell and its five remotes (federation name -> apps/ folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(workspaceRoot, 'dist');

export const REMOTES = [
  { name: 'consumer', dir: 'consumer' },
  { name: 'account', dir: 'account' },
  { name: 'business', dir: 'business' },
  { name: 'salesman', dir: 'salesman' },
  { name: 'paymentReturn', dir: 'payment-return' },
];

export function remoteByName(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!remote) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.map((r) => r.dir).join(', ')}`);
  return remote;
}

/** Where the composed server publishes each app's build. */
export const REMOTES_URL_PREFIX = '/remotes';
export const DEPLOYS_URL_PREFIX = '/deploys';
export const manifestPath = path.join(distDir, 'remotes.manifest.json');
