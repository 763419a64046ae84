import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database, type DatabaseLocation } from '../db/database';
import { migrate } from '../db/migrate';
import { businessUnits } from '../db/schema';

/**
 * A fresh database for one test file: PGlite in memory, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a new database on that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ location: DatabaseLocation; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { location: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one repository's tests, holding the given business units (the rows
 * accounts and cards refer to); `close` closes and drops it.
 */
export async function openRepositoryTestDatabase(
  buIds: readonly string[] = [],
): Promise<{ database: Database; close(): Promise<void> }> {
  const { location, drop } = await createTestDatabase();
  const database = await openDatabase(location);
  await migrate(database);
  if (buIds.length > 0) await database.db.insert(businessUnits).values(buIds.map((buId) => ({ buId, params: {} })));
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
