import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** What pg-boss runs its SQL through (its `db` option): text with $n parameters, rows back. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A result, or the last one of a multi-statement script (pg-boss creates its schema with scripts). */
export function lastResult(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: unknown[] } {
  if (!Array.isArray(result)) return result;
  return result[result.length - 1] ?? { rows: [] };
}

/**
 * pg-boss's statement as a drizzle query, so a job can be enqueued inside the caller's transaction
 * (it exists only if that commits). Its statements carry no `$` inside literals, so each `$n` is a
 * parameter; a `$n` used twice becomes two parameters, each typed by its own use.
 */
export function drizzleQuery(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/** Runs pg-boss's statements in a drizzle database or transaction. */
export function transactionExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(drizzleQuery(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
