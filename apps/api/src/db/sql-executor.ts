/** Rows back from one statement, as pg and PGlite both answer. */
export interface SqlRows {
  rows: unknown[];
}

/** What pg-boss runs its SQL through (its `db` option): text with $n parameters, rows back. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
}

/** A result, or the last one of a multi-statement script (pg-boss creates its schema with scripts). */
export function lastResult(result: SqlRows | SqlRows[]): SqlRows {
  if (!Array.isArray(result)) return result;
  return result[result.length - 1] ?? { rows: [] };
}
