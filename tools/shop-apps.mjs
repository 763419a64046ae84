// The deployables of the front end: the shell and its remotes, as the shop server (apps/shop-server)
// publishes them, for the tools that build, publish and serve them.
import { REMOTES } from '../apps/shop-server/src/remotes.mjs';

export {
  DEPLOYS_URL_PREFIX,
  REMOTES,
  REMOTES_URL_PREFIX,
  distDir,
  manifestPath,
  workspaceRoot,
} from '../apps/shop-server/src/remotes.mjs';

export function remoteByName(name) {
  const remote = REMOTES.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!remote) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.map((r) => r.dir).join(', ')}`);
  return remote;
}
