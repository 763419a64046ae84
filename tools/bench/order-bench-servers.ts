// Child process of the order bench: the payment sandbox and the API (PGlite in memory, and PostgreSQL
// when BENCH_DATABASE_URL names a server), all on loopback; reports their URLs to the parent.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../apps/api/src/http/rate-limits';
import { startPaymentSandbox } from '../../apps/api/src/integration/payments-sandbox';
import { createApiServer } from '../../apps/api/src/server';
import { cpuSince, markCpu, type CpuMark } from './cpu-tally';
import { checkPurchases } from './purchase-check';
import { countQueries, queryReport, resetQueryTally } from './query-tally';

// The bench measures buying, not the limits that protect it.
const rateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 10_000_000, timeWindow: 60_000 }]),
) as RateLimitSettings;
const passwordCost = { N: 2 ** 12, r: 8, p: 1 };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** What the bench asks of its servers: count queries afresh, check a database's purchases, stop. */
type Ask =
  { type: 'reset'; label: string } | { type: 'check'; label: string; orderNos: string[]; measured: number } | 'stop';

async function main(): Promise<void> {
  // BENCH_QUERIES=1: count the PostgreSQL API's statements per purchase (pg only; PGlite is not counted).
  if (process.env.BENCH_QUERIES === '1') countQueries();
  // Sets PSP_SANDBOX_URL and PSP_SANDBOX_SECRET, which the APIs below read.
  const sandbox = await startPaymentSandbox();
  const apps: FastifyInstance[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const options = { rateLimits, passwordCost, imagesDir: false as const, seedDemo: true };

  const only = process.env.BENCH_ONLY;
  const urls: Record<string, string> = {};
  const byLabel = new Map<string, FastifyInstance>();
  if (only !== 'postgres') {
    const embedded = await createApiServer({ ...options, dataDir: 'memory://', databaseUrl: undefined });
    apps.push(embedded);
    byLabel.set('pglite', embedded);
    urls.pglite = await listen(embedded);
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl && only !== 'pglite') {
    const name = `shop_bench_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = await createApiServer({ ...options, databaseUrl: url.toString() });
    apps.push(postgres);
    byLabel.set('postgres', postgres);
    urls.postgres = await listen(postgres);
  }

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      for (const app of apps) await app.close();
      for (const cleanup of cleanups) await cleanup();
      await sandbox.stop();
      process.exit(0);
    })());

  // The database whose backends' CPU is counted: PostgreSQL only (PGlite runs inside this process).
  const serverDb = (label: string) =>
    label === 'postgres' ? (byLabel.get(label) as FastifyInstance).shopApi.services.db : null;
  let cpuMark: CpuMark | null = null;
  process.on('message', async (message: Ask) => {
    if (typeof message === 'object' && message.type === 'reset') {
      resetQueryTally();
      cpuMark = await markCpu(serverDb(message.label));
      // The measured run's start on the CPU profile's clock (monotonic microseconds): profile-top --from.
      if (process.env.BENCH_PROFILE_DIR)
        console.error(`profile: ${message.label} from ${process.hrtime.bigint() / 1000n}`);
      process.send?.({ type: 'reset' });
      return;
    }
    if (typeof message === 'object' && message.type === 'check') {
      const cpu = cpuMark ? await cpuSince(cpuMark, serverDb(message.label)) : null;
      const app = byLabel.get(message.label) as FastifyInstance;
      const check = await checkPurchases(app.shopApi.services.db, '97', message.orderNos);
      const counted = process.env.BENCH_QUERIES === '1' && message.label === 'postgres';
      const queries = counted ? queryReport(message.measured) : '';
      process.send?.({ type: 'checked', check, queries, cpu });
      return;
    }
    if (message === 'stop') await stop();
  });
  // The bench gone (finished, failed or interrupted): the sandbox's process and the database go too.
  process.once('disconnect', () => void stop());
  process.send?.({ urls });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
