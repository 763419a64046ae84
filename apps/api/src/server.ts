import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, initToken } from '@shop/contracts';
import { importEnvelopeKey } from '@shop/envelope';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { openDatabase, type Database, type DatabaseLocation } from './db/database';
import { migrate } from './db/migrate';
import { AUTH_HANDLERS } from './features/auth/auth-handlers';
import { registerInitRoute } from './features/auth/init-route';
import { SessionStore } from './features/auth/session-store';
import { CART_HANDLERS } from './features/cart/cart-handlers';
import { CATALOGUE_HANDLERS } from './features/catalogue/catalogue-handlers';
import { MEMBER_HANDLERS } from './features/member/member-handlers';
import { OTHERS_HANDLERS } from './features/others/others-handlers';
import { REGISTRATION_HANDLERS } from './features/registration/registration-handlers';
import { featureRepositories } from './features/repositories';
import { registerEndpoint } from './http/endpoint-routes';
import type { EndpointHandler } from './http/handler';
import { screenPlainInput } from './http/input-screening';
import { registerOpenApiRoute } from './http/openapi-route';
import { DEFAULT_RATE_LIMITS, TargetLimits, databaseRateLimitStore, type RateLimitSettings } from './http/rate-limits';
import type { Services } from './http/services';
import { UnitDirectory } from './http/unit-directory';
import { devMailboxEnabled, registerDevOutboxRoute } from './messaging/dev-outbox-route';
import { Outbox } from './messaging/outbox';
import { demoSeedWanted, seedDatabase } from './seed/seed-database';
import { EnvelopeKeys } from './security/envelope-keys';
import { OWASP_SCRYPT_COST, PasswordChecker, type ScryptCost } from './security/passwords';
import { serverSecret } from './security/server-secrets';
import { captchaOptionsFromEnv, type CaptchaOptions } from './security/captcha/captcha-config';
import { CaptchaService } from './security/captcha/captcha-service';
import { registerCaptchaTestRoute } from './security/captcha/captcha-test-route';
import { TestCaptcha } from './security/captcha/test-captcha';
import { errorsPlugin } from './plugins/errors';
import { RateCounters } from './security/rate-counters';
import { findWorkspaceRoot } from './workspace-paths';

export interface ApiServerOptions {
  /** postgres://… selects a PostgreSQL server; defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string;
  /** Folder of the embedded PGlite database (when no databaseUrl); 'memory://' keeps it in memory. */
  dataDir?: string;
  /** URL prefix the API answers under. */
  prefix?: string;
  logger?: boolean;
  /** Trust X-Forwarded-For from a proxy in front (rate limits key on the client address). */
  trustProxy?: boolean;
  /** Seed folder for an empty database (reference data, and the demo when asked for); false never seeds. */
  seedDir?: string | false;
  /**
   * Seed the demo units, catalogues and accounts (published password) into an empty database;
   * defaults to SHOP_SEED_DEMO (1 or 0), else on for the embedded database only, never PostgreSQL.
   */
  seedDemo?: boolean;
  /** Catalogue images served at {prefix}/images/; false serves none (e.g. behind a CDN). */
  imagesDir?: string | false;
  /** Origin of the shop for links in emails. */
  shopUrl?: string;
  /**
   * Serve {prefix}/dev/outbox (the dev mailbox) to loopback clients, for development only; defaults
   * to the SHOP_DEV_MAILBOX=1 environment variable, else off.
   */
  devOutbox?: boolean;
  passwordCost?: ScryptCost;
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Captcha secrets per provider (and verify URLs); defaults to CAPTCHA_CLOUDFLARE_SECRET and
   * CAPTCHA_GOOGLE_SECRET. A provider without a secret runs the shop's own test provider.
   */
  captcha?: CaptchaOptions;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  now?: () => number;
}

export const ALL_HANDLERS: readonly EndpointHandler[] = [
  ...AUTH_HANDLERS,
  ...REGISTRATION_HANDLERS,
  ...MEMBER_HANDLERS,
  ...CART_HANDLERS,
  ...CATALOGUE_HANDLERS,
  ...OTHERS_HANDLERS,
] as EndpointHandler[];

function databaseLocation(options: ApiServerOptions, workspaceRoot: string): DatabaseLocation {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: options.dataDir ?? join(workspaceRoot, '.data', 'pglite') };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database and services, for tools and tests that run beside the server. */
    shopApi: { database: Database; services: Services };
  }
}

/**
 * Mounts the platform API on a fastify instance that is not ready yet: opens the database, applies
 * the migrations, seeds an empty database, and answers every call of the contract under `prefix`
 * (helmet and rate limits scoped to it). Closing the instance closes the database.
 */
export async function mountApi(app: FastifyInstance, options: ApiServerOptions = {}): Promise<void> {
  const workspaceRoot = findWorkspaceRoot();
  const now = options.now ?? (() => Date.now());
  const prefix = options.prefix ?? '/api';
  const location = databaseLocation(options, workspaceRoot);
  const database = await openDatabase(location);
  try {
    await migrate(database);
    const db = database.db;
    const passwords = new PasswordChecker(options.passwordCost ?? OWASP_SCRYPT_COST);
    const seedDir = options.seedDir ?? join(workspaceRoot, 'tools', 'seed');
    if (seedDir) await seedDatabase(db, seedDir, passwords, now(), { demo: demoSeedWanted(options.seedDemo, location.kind) });

    const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
    const counters = new RateCounters(db, now);
    const captcha = new CaptchaService(options.captcha ?? captchaOptionsFromEnv(), new TestCaptcha(db, now));
    const services: Services = {
      db,
      now,
      passwords,
      envelopeKeys: new EnvelopeKeys(db, now),
      units: new UnitDirectory(db, now, (provider) => captcha.isTestMode(provider)),
      sessions: new SessionStore(db, now),
      outbox: new Outbox(db, now),
      cartKey: await importEnvelopeKey(await serverSecret(db, 'cart-sealing')),
      signingKey: await serverSecret(db, 'fingerprint-signing'),
      shopUrl: options.shopUrl ?? process.env.SHOP_PUBLIC_URL ?? 'http://localhost:4200',
      counters,
      targetLimits: new TargetLimits(counters, rateLimits, now),
      captcha,
      ...featureRepositories(db, now),
    };
    const devOutbox = devMailboxEnabled(options.devOutbox);
    const imagesDir = options.imagesDir ?? join(workspaceRoot, 'tools', 'seed', 'images');

    app.decorate('shopApi', { database, services });
    app.addHook('onClose', async () => database.close());
    await app.register(
      async (api) => {
        // same-site: the shop's pages (other ports in development) may show the catalogue images.
        await api.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'same-site' } });
        await api.register(rateLimit, {
          global: false,
          // Counters in the database: every replica sees the same ones.
          store: databaseRateLimitStore(counters, now),
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            rateLimited: true,
            message: `${API_ERRORS.RATE_LIMITED.message} Retry in ${context.after}.`,
          }),
        });
        // Every failure's body is built there: ApiFailure, rate limit, framework 4xx, unknown error, 404.
        await api.register(errorsPlugin);
        // The prefix is the API's: an unknown path under it is the API's 404, never a page a host
        // server's wildcard would serve (the shop server answers page paths with the shell).
        api.all('/', (_request, reply) => reply.callNotFound());
        api.all('/*', (_request, reply) => reply.callNotFound());
        // Path parameters, queries and plain bodies: no control characters (the envelope's inside is screened on opening).
        api.addHook('preValidation', screenPlainInput);

        registerInitRoute(api, services, rateLimits);
        if (captcha.anyTestMode()) registerCaptchaTestRoute(api, services, rateLimits);
        for (const endpointHandler of ALL_HANDLERS) {
          if (endpointHandler.endpoint.name === initToken.name) continue;
          registerEndpoint(api, endpointHandler, services, rateLimits);
        }
        registerOpenApiRoute(api, prefix);
        if (imagesDir) await api.register(fastifyStatic, { root: imagesDir, prefix: '/images/', decorateReply: false, index: false });
        if (devOutbox) registerDevOutboxRoute(api, services);
      },
      { prefix },
    );
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The platform API on its own fastify instance, ready (not yet listening). */
export async function createApiServer(options: ApiServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  await mountApi(app, options);
  try {
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
