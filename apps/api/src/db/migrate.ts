import type { Database } from './database';
import { MIGRATIONS } from './migrations';

/** An arbitrary constant: replicas starting together take turns on this advisory lock. */
const MIGRATION_LOCK = 725_041_193;

/**
 * Applies the migrations not yet applied, in order, each in its own transaction, recording them in
 * schema_migrations. Returns the names it applied.
 */
export async function migrate(database: Database, migrations = MIGRATIONS): Promise<string[]> {
  return database.withConnection(async (connection) => {
    // Taken before anything is created: PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe against another one
    // running at the same time (two replicas starting on a fresh database: one failed on pg_type's unique key).
    await connection.rows('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations ' +
          '(name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await connection.rows<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.name)) continue;
        await connection.exec('BEGIN');
        try {
          await connection.exec(migration.sql);
          await connection.rows('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await connection.rows('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
