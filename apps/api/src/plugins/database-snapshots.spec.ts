import { count } from 'drizzle-orm';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, businessUnits } from '../db/schema';
import { PasswordChecker } from '../security/passwords';
import { TEST_PASSWORD_COST } from '../testing/test-api';
import { findWorkspaceRoot } from '../workspace-paths';
import { openApiDatabase, type DatabaseSetup } from './database';

/** A throwaway in-memory database that leaves its snapshot in a fresh folder (PGlite only). */
function setupIn(snapshotDir: string): DatabaseSetup {
  return {
    location: { kind: 'pglite', dataDir: 'memory://' },
    seedDir: join(findWorkspaceRoot(), 'tools', 'seed'),
    seedDemo: true,
    passwords: new PasswordChecker(TEST_PASSWORD_COST),
    now: () => Date.now(),
    snapshotDir,
  };
}

async function rowsOf(setup: DatabaseSetup) {
  const database = await openApiDatabase(setup);
  try {
    const [{ units }] = await database.db.select({ units: count() }).from(businessUnits);
    const [{ people }] = await database.db.select({ people: count() }).from(accounts);
    return { units, people };
  } finally {
    await database.close();
  }
}

// Snapshots are the embedded database's: the PostgreSQL run (TEST_DATABASE_URL) has nothing to add here.
const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describeOnPglite('an in-memory database with a snapshot folder', () => {
  it('leaves a snapshot of its migrated, seeded start; the next one starts from it with the same rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-snapshots-'));
    const first = await rowsOf(setupIn(dir));
    expect(first.units).toBeGreaterThan(0);
    expect(first.people).toBeGreaterThan(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.tar$/);

    expect(await rowsOf(setupIn(dir))).toEqual(first);
    expect(readdirSync(dir)).toEqual(files);
  }, 120_000);

  it('starts afresh from a broken snapshot and replaces it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-snapshots-'));
    const expected = await rowsOf(setupIn(dir));
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file), 'not a tarball');

    expect(await rowsOf(setupIn(dir))).toEqual(expected);
    expect(await rowsOf(setupIn(dir))).toEqual(expected);
  }, 120_000);
});
