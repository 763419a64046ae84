import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseLocation } from '../db/database';

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
