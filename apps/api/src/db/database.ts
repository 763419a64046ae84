import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';
import { lastResult, type SqlExecutor, type SqlRows } from './sql-executor';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One connection able to run multi-statement scripts (for migrations). */
export interface ScriptConnection {
  exec(script: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  withConnection<T>(work: (connection: ScriptConnection) => Promise<T>): Promise<T>;
  /** Plain SQL with $n parameters for the job queue (pg-boss), on the same connections. */
  jobsSql: SqlExecutor;
  /** An embedded database's data folder as a tarball (a snapshot to start others from). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a folder (or in memory). */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  // `snapshot`: a dumped data folder the database starts from (pglite-snapshots.ts).
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir, location.snapshot);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) is removed from the pool and replaced
  // at the next checkout; without a listener pg would crash the process on that event.
  pool.on('error', () => undefined);
  // The same for a connection in use between two statements (a transaction awaiting the handler's next step):
  // its next query fails, the request answers an error, and the pool drops the connection when it comes back.
  // Without it, a PostgreSQL restart killed every replica (the cluster fault test).
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          rows: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    jobsSql: {
      executeSql: async (text, values) =>
        lastResult((await pool.query(text, values)) as unknown as SqlRows | SqlRows[]),
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Database> {
  // PGlite creates its own folder but not the folders above it (a fresh clone has no .data/).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}) });
  await client.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    withConnection: (work) =>
      work({
        exec: async (script) => {
          await client.exec(script);
        },
        rows: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
      }),
    // PGlite's query() runs one statement; pg-boss's schema scripts (no parameters) go through exec().
    jobsSql: {
      executeSql: async (text, values) =>
        values?.length ? client.query(text, values) : lastResult(await client.exec(text)),
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
