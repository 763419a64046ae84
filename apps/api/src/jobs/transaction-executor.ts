import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { SqlExecutor, SqlRows } from '../db/sql-executor';

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
      const result = (await db.execute(drizzleQuery(text, values))) as unknown as SqlRows;
      return { rows: result.rows };
    },
  };
}
