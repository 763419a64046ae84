// CPU time the bench's servers spend: this process (API and its pool) and, for PostgreSQL, the server
// backends of the bench's database (from /proc, Linux only), so a purchase's cost can be split by
// where it is spent on a machine whose cores are shared.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database';

const TICKS_PER_SECOND = 100;

/** user + system milliseconds of a process, or 0 when it is gone. */
function processMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving this database now (the pool's connections). */
async function backendPids(db: Db): Promise<number[]> {
  const result = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => Number(row.pid));
}

export interface CpuMark {
  apiMs: number;
  backends: Map<number, number>;
}

export async function markCpu(db: Db | null): Promise<CpuMark> {
  const usage = process.cpuUsage();
  const pids = db ? await backendPids(db) : [];
  return { apiMs: (usage.user + usage.system) / 1000, backends: new Map(pids.map((pid) => [pid, processMs(pid)])) };
}

/** CPU milliseconds since `start`: the API's, and the database backends' (those alive at both marks). */
export async function cpuSince(start: CpuMark, db: Db | null): Promise<{ apiMs: number; databaseMs: number }> {
  const end = await markCpu(db);
  let databaseMs = 0;
  for (const [pid, ms] of end.backends) databaseMs += ms - (start.backends.get(pid) ?? ms);
  return { apiMs: end.apiMs - start.apiMs, databaseMs };
}
