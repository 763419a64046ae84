import { createAgreementKeyPair } from '@shop/envelope';
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin } from '../features/auth/auth-plugin';
import { referenceDataPlugin } from '../features/reference-data/reference-data-plugin';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rate-limits';
import { PasswordChecker } from '../security/passwords';
import { TEST_PASSWORD_COST } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { databasePlugin, openApiDatabase } from './database';
import { errorsPlugin } from './errors';
import { securityPlugin } from './security';
import { servicesPlugin } from './services';

function withInitLimit(max: number): RateLimitSettings {
  return { ...DEFAULT_RATE_LIMITS, init: { max, timeWindow: 60_000 } };
}

describe('a feature group plugin', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const now = () => Date.now();
    const passwords = new PasswordChecker(TEST_PASSWORD_COST);
    const opened = await openApiDatabase({
      location: database.location,
      seedDir: false,
      seedDemo: false,
      passwords,
      now,
    });
    app = Fastify();
    // The API's shared plugins in one scope, and the auth group mounted twice below it with its own limits.
    await app.register(async (api) => {
      await api.register(databasePlugin, { database: opened });
      const rateLimits = DEFAULT_RATE_LIMITS;
      await api.register(servicesPlugin, { now, passwords, shopUrl: 'http://shop.test', rateLimits, captcha: {} });
      await api.register(securityPlugin);
      await api.register(errorsPlugin);
      await api.register(authPlugin, { prefix: '/strict', rateLimits: withInitLimit(1) });
      await api.register(authPlugin, { prefix: '/lenient', rateLimits: withInitLimit(100) });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('limits its calls by the options it was registered with', async () => {
    const { publicKey } = await createAgreementKeyPair();
    const init = (prefix: string) => app.inject({ url: `${prefix}/others/init?clientKey=${publicKey}` });
    expect((await init('/strict')).statusCode).toBe(200);
    const refused = await init('/strict');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 42900 } });
    expect((await init('/lenient')).statusCode).toBe(200);
    expect((await init('/lenient')).statusCode).toBe(200);
  });

  it('answers with the shared plugins: security headers, and the API 404 for an unknown path', async () => {
    const missing = await app.inject({ url: '/strict/others/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 40400, message: 'Not found' } });
    expect((await app.inject({ url: '/lenient/others/init' })).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a feature group registered outside the API scope', () => {
  it('refuses to start, naming what it needs', async () => {
    const app = Fastify();
    app.register(referenceDataPlugin, { rateLimits: DEFAULT_RATE_LIMITS });
    await expect(app.ready()).rejects.toThrow(/services/);
    await app.close();
  });
});
