// Child process of the order bench: the payment sandbox and the API (PGlite in memory, and PostgreSQL
// when BENCH_DATABASE_URL names a server), all on loopback; reports their URLs to the parent.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../apps/api/src/http/rate-limits';
import { startPaymentSandbox } from '../../apps/api/src/integration/payments-sandbox';
import { createApiServer } from '../../apps/api/src/server';

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

async function main(): Promise<void> {
  // Sets PSP_SANDBOX_URL and PSP_SANDBOX_SECRET, which the APIs below read.
  const sandbox = await startPaymentSandbox();
  const apps: FastifyInstance[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const options = { rateLimits, passwordCost, imagesDir: false as const, seedDemo: true };

  const embedded = await createApiServer({ ...options, dataDir: 'memory://', databaseUrl: undefined });
  apps.push(embedded);
  const urls: Record<string, string> = { pglite: await listen(embedded) };

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_bench_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = await createApiServer({ ...options, databaseUrl: url.toString() });
    apps.push(postgres);
    urls.postgres = await listen(postgres);
  }

  process.on('message', async (message) => {
    if (message !== 'stop') return;
    for (const app of apps) await app.close();
    for (const cleanup of cleanups) await cleanup();
    await sandbox.stop();
    process.exit(0);
  });
  process.send?.({ urls });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
