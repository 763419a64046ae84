import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Dumped data folders of freshly migrated and seeded in-memory databases, kept on disk by key.
 * A throwaway PGlite (tests, journeys) then starts from one instead of running initdb, the
 * migrations and the seed (hashing the demo passwords) again: seconds per start on a busy machine.
 */
export interface SnapshotShelf {
  read(key: string): Promise<Blob | null>;
  write(key: string, snapshot: Blob): Promise<void>;
  forget(key: string): Promise<void>;
}

export function snapshotShelf(dir: string): SnapshotShelf {
  const fileOf = (key: string) => join(dir, `${key}.tar`);
  return {
    async read(key) {
      try {
        return new Blob([await readFile(fileOf(key))]);
      } catch {
        return null;
      }
    },
    async write(key, snapshot) {
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a concurrent reader sees the whole file or none.
      const partial = `${fileOf(key)}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
      await rename(partial, fileOf(key));
    },
    forget: (key) => rm(fileOf(key), { force: true }),
  };
}

/**
 * The key of a snapshot: everything that shapes the seeded database. The day is part of it, since the
 * seed dates rows from the day it runs.
 */
export async function snapshotKey(parts: {
  migrations: readonly { name: string; sql: string }[];
  seedDir: string | false;
  seedDemo: boolean;
  passwordCost: object;
  day: string;
}): Promise<string> {
  const hash = createHash('sha256');
  for (const { name, sql } of parts.migrations) hash.update(`${name}\0${sql}\0`);
  hash.update(JSON.stringify({ seedDemo: parts.seedDemo, passwordCost: parts.passwordCost, day: parts.day }));
  if (parts.seedDir) await hashFolder(hash, parts.seedDir);
  return hash.digest('hex').slice(0, 32);
}

/** Names, sizes and modification times of a folder's files, recursively (contents change both). */
async function hashFolder(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await hashFolder(hash, path);
    else {
      const { size, mtimeMs } = await stat(path);
      hash.update(`${path}\0${size}\0${mtimeMs}\0`);
    }
  }
}
