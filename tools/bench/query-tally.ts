// Counts the SQL statements a bench's PostgreSQL API sends (pg's Client.query), by statement, with
// the time each kind takes: queries per purchase and the slowest ones, for the bench's profile.
import { Client } from 'pg';

interface Tally {
  count: number;
  ms: number;
}

const tallies = new Map<string, Tally>();

/** Starts counting every query of this process (once). */
export function countQueries(): void {
  const original = Client.prototype.query as (...args: unknown[]) => unknown;
  (Client.prototype as unknown as { query: unknown }).query = function (this: Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 110);
    const started = performance.now();
    const done = () => {
      const tally = tallies.get(text) ?? { count: 0, ms: 0 };
      tally.count += 1;
      tally.ms += performance.now() - started;
      tallies.set(text, tally);
    };
    // pg's pool sends its queries with a callback (and gets no promise back).
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        done();
        return (callback as (...values: unknown[]) => unknown)(...answer);
      };
    }
    const result = original.apply(this, args);
    if (typeof callback !== 'function' && result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
}

/** Forgets the counts so far (after the warm-up). */
export function resetQueryTally(): void {
  tallies.clear();
}

/** The statements sent, most frequent first, per `purchases` purchases. */
export function queryReport(purchases: number, top = 40): string {
  const rows = [...tallies].sort((a, b) => b[1].count - a[1].count);
  const total = rows.reduce((sum, [, tally]) => sum + tally.count, 0);
  const per = (count: number) => (count / Math.max(purchases, 1)).toFixed(2).padStart(6);
  const lines = rows
    .slice(0, top)
    .map(
      ([text, tally]) => `${per(tally.count)}/purchase ${(tally.ms / tally.count).toFixed(1).padStart(6)} ms  ${text}`,
    );
  return [`${per(total)} queries per purchase (${purchases} purchases)`, ...lines].join('\n');
}
