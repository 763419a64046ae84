import { getBuList, getCountryCodes, getReferenceList, login } from '@shop/contracts';
import { createApiClient } from '@shop/api-client';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { accounts, businessUnits, companies, countries, products } from '../db/schema';
import { demoSeedWanted } from '../seed/seed-database';
import { verifyPassword } from '../security/passwords';
import { createApiServer, type ApiServerOptions } from '../server';
import { DEMO, DEMO_PASSWORD, TEST_PASSWORD_COST } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';

/**
 * Demo accounts share a published password: they belong in the embedded demo database only,
 * or wherever someone asks for them. Reference data (countries, code lists) is not secret.
 */
async function withServer(options: ApiServerOptions, work: (app: FastifyInstance, baseUrl: string) => Promise<void>) {
  const database = await createTestDatabase();
  const app = await createApiServer({
    databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
    dataDir: 'memory://',
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await work(app, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`);
  } finally {
    await app.close();
    await database.drop();
  }
}

async function rowCount(
  app: FastifyInstance,
  table: typeof accounts | typeof businessUnits | typeof countries | typeof products | typeof companies,
) {
  const [{ rows }] = await app.shopApi.database.db.select({ rows: count() }).from(table);
  return rows;
}

describe('which database gets the demo seed', () => {
  it('is the embedded database, or any database when asked for', () => {
    expect(demoSeedWanted(undefined, 'pglite', {})).toBe(true);
    expect(demoSeedWanted(undefined, 'postgres', {})).toBe(false);
    expect(demoSeedWanted(undefined, 'postgres', { SHOP_SEED_DEMO: '1' })).toBe(true);
    expect(demoSeedWanted(undefined, 'pglite', { SHOP_SEED_DEMO: '0' })).toBe(false);
    expect(demoSeedWanted(undefined, 'postgres', { SHOP_SEED_DEMO: 'yes' })).toBe(false);
    expect(demoSeedWanted(true, 'postgres', { SHOP_SEED_DEMO: '0' })).toBe(true);
    expect(demoSeedWanted(false, 'pglite', { SHOP_SEED_DEMO: '1' })).toBe(false);
  });
});

describe('an empty database', () => {
  const saved = process.env.SHOP_SEED_DEMO;
  beforeEach(() => delete process.env.SHOP_SEED_DEMO);
  afterAll(() => {
    if (saved !== undefined) process.env.SHOP_SEED_DEMO = saved;
  });

  // On PostgreSQL (TEST_DATABASE_URL) this is the server default itself; on PGlite the option that mirrors it.
  const postgresDefault: ApiServerOptions = process.env.TEST_DATABASE_URL ? {} : { seedDemo: false };

  it('like PostgreSQL by default, gets the reference data and no demo unit, product or account', async () => {
    await withServer(postgresDefault, async (app, baseUrl) => {
      expect(await rowCount(app, accounts)).toBe(0);
      expect(await rowCount(app, businessUnits)).toBe(0);
      expect(await rowCount(app, products)).toBe(0);
      expect(await rowCount(app, companies)).toBe(0);
      expect(await rowCount(app, countries)).toBeGreaterThan(0);
      const client = createApiClient({ baseUrl, buId: () => '97', language: () => 'en' });
      // With no unit, no call of a unit is answered, and the published demo password opens nothing.
      expect(await client.call(getBuList, {})).toMatchObject({ ok: false, error: { code: 10010 } });
      expect(await client.call(login, { account: DEMO.consumer97, password: DEMO_PASSWORD })).toMatchObject({
        ok: false,
        error: { code: 10010 },
      });
      const rows = await app.shopApi.database.db.select({ email: accounts.email }).from(accounts);
      expect(rows).toEqual([]);
    });
  });

  it('gets the demo units, catalogues and accounts when asked for (seedDemo or SHOP_SEED_DEMO=1)', async () => {
    process.env.SHOP_SEED_DEMO = '1';
    await withServer({}, async (app, baseUrl) => {
      expect(await rowCount(app, businessUnits)).toBe(3);
      const [layla] = await app.shopApi.database.db.select().from(accounts).where(eq(accounts.email, DEMO.consumer97));
      expect(await verifyPassword(DEMO_PASSWORD, layla.passwordHash as string)).toBe(true);
      const client = createApiClient({ baseUrl, buId: () => '97', language: () => 'en' });
      expect(await client.call(getReferenceList, { mID: 'IND' })).toMatchObject({ ok: true });
      expect(await client.call(getCountryCodes, {})).toMatchObject({ ok: true });
    });
  });

  it('embedded, gets the demo seed by default', async () => {
    await withServer({ databaseUrl: '' }, async (app) => {
      expect(app.shopApi.database.kind).toBe('pglite');
      expect(await rowCount(app, businessUnits)).toBe(3);
      expect(await rowCount(app, accounts)).toBeGreaterThan(0);
    });
  });

  it('is seeded once: a restart with the demo asked for later adds it beside the reference data', async () => {
    const database = await createTestDatabase();
    const options: ApiServerOptions = {
      databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
      dataDir: 'memory://',
      passwordCost: TEST_PASSWORD_COST,
    };
    if (database.location.kind === 'pglite') {
      // Memory PGlite dies with its server; this case needs a database that outlives a restart.
      await database.drop();
      return;
    }
    try {
      const first = await createApiServer({ ...options, seedDemo: false });
      const countriesAfterFirst = await rowCount(first, countries);
      await first.close();
      const second = await createApiServer({ ...options, seedDemo: true });
      expect(await rowCount(second, countries)).toBe(countriesAfterFirst);
      expect(await rowCount(second, businessUnits)).toBe(3);
      await second.close();
    } finally {
      await database.drop();
    }
  });
});
