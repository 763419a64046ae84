import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root: the nearest folder up from here (source or built bundle) holding nx.json. */
export function findWorkspaceRoot(start = __dirname): string {
  let folder = start;
  while (!existsSync(join(folder, 'nx.json'))) {
    const parent = dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
  return folder;
}
