// The API as its own process for the suites that need one (two replicas on one database, a process
// killed mid-call): started by startApiProcess, it listens on a free loopback port and tells its
// parent the URL over IPC. DATABASE_URL selects PostgreSQL, else PGLITE_DATA_DIR the embedded one.
import type { AddressInfo } from 'node:net';
import type { RateLimitSettings } from '../http/rate-limits';
import { createApiServer } from '../server';
import { GENEROUS, TEST_PASSWORD_COST } from './test-api';

async function start(): Promise<void> {
  // The suites move the clock of every process alike (scheduled deliveries); this file is test-only.
  const clockOffsetMs = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
  const app = await createApiServer({
    now: () => Date.now() + clockOffsetMs,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR,
    passwordCost: TEST_PASSWORD_COST,
    rateLimits: { ...GENEROUS, ...(JSON.parse(process.env.TEST_RATE_LIMITS || '{}') as Partial<RateLimitSettings>) },
    shopUrl: 'http://shop.test',
    seedDemo: true,
    imagesDir: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api` });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    process.exit(0);
  });
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
