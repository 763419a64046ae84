// Child process of the bench: a bare fastify route and the API (PGlite in memory, and PostgreSQL
// when BENCH_DATABASE_URL names a server, with and without the catalogue cache), all on loopback;
// reports their URLs to the parent.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { createApiServer } from '../../apps/api/src/server';

const generous = { max: 1_000_000, timeWindow: 60_000 };
const rateLimits = { login: generous, registration: generous, otp: generous, tokenCheck: generous, init: generous };
// Seeding hashes demo passwords; the bench measures the catalogue, so cheap hashing saves start-up time.
const passwordCost = { N: 2 ** 12, r: 8, p: 1 };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function main(): Promise<void> {
  const apps: FastifyInstance[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  apps.push(bare);
  const urls: Record<string, string> = { bare: `${await listen(bare)}/bare` };

  const embedded = await createApiServer({
    dataDir: 'memory://',
    databaseUrl: undefined,
    rateLimits,
    passwordCost,
    imagesDir: false,
  });
  apps.push(embedded);
  urls.pglite = `${await listen(embedded)}/api`;

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_bench_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // The demo units and catalogues, as the embedded database has them (PostgreSQL is never seeded by default).
    const postgres = await createApiServer({
      databaseUrl: url.toString(),
      rateLimits,
      passwordCost,
      imagesDir: false,
      seedDemo: true,
    });
    apps.push(postgres);
    urls.postgres = `${await listen(postgres)}/api`;
    // The same database without the catalogue cache: every product list reads PostgreSQL.
    const uncached = await createApiServer({
      databaseUrl: url.toString(),
      rateLimits,
      passwordCost,
      imagesDir: false,
      catalogueCache: false,
    });
    apps.push(uncached);
    urls.postgresUncached = `${await listen(uncached)}/api`;
  }

  const stop = async () => {
    for (const app of apps) await app.close();
    for (const cleanup of cleanups) await cleanup();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
    // The parent's measured runs ask for this process's CPU time (user + system, µs) before and after.
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    }
  });
  // The bench itself failed or was stopped: no server outlives it.
  process.on('disconnect', () => void stop());
  process.send?.({ urls });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
