import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { Database, DatabaseLocation } from './db/database';
import { AUTH_HANDLERS } from './features/auth/auth-handlers';
import { CARD_HANDLERS } from './features/cards/card-handlers';
import { cardsPlugin } from './features/cards/cards-plugin';
import { DOCUMENTS_HANDLERS } from './features/documents/documents-handlers';
import { documentsPlugin } from './features/documents/documents-plugin';
import { BROCHURES_HANDLERS } from './features/brochures/brochures-handlers';
import { brochuresPlugin } from './features/brochures/brochures-plugin';
import { authPlugin } from './features/auth/auth-plugin';
import { CART_HANDLERS } from './features/cart/cart-handlers';
import { cartPlugin } from './features/cart/cart-plugin';
import { CATALOGUE_HANDLERS } from './features/catalogue/catalogue-handlers';
import { cataloguePlugin } from './features/catalogue/catalogue-plugin';
import { MEMBER_HANDLERS } from './features/member/member-handlers';
import { memberPlugin } from './features/member/member-plugin';
import { PAYMENTS_HANDLERS } from './features/payments/payments-handlers';
import { paymentsPlugin } from './features/payments/payments-plugin';
import { ORDER_HANDLERS } from './features/orders/order-handlers';
import { ordersPlugin } from './features/orders/orders-plugin';
import { salesmenPlugin } from './features/salesmen/salesmen-plugin';
import { backOfficePlugin } from './features/back-office/back-office-plugin';
import { BACK_OFFICE_HANDLERS } from './features/back-office/back-office-handlers';
import { ALL_OPERATOR_HANDLERS, operatorsPlugin } from './features/operators/operators-plugin';
import { ssoPlugin } from './features/sso/sso-plugin';
import { SSO_HANDLERS } from './features/sso/sso-handlers';
import { SALESMAN_HANDLERS } from './features/salesmen/salesman-handlers';
import { accountSecurityPlugin, ACCOUNT_SECURITY_HANDLERS } from './features/account-security/account-security-plugin';
import { ORDER_RESULT_HANDLERS } from './features/order-result/order-result-handler';
import { orderResultPlugin } from './features/order-result/order-result-plugin';
import { REFERENCE_DATA_HANDLERS } from './features/reference-data/reference-data-handlers';
import { referenceDataPlugin } from './features/reference-data/reference-data-plugin';
import { REGISTRATION_HANDLERS } from './features/registration/registration-handlers';
import { registrationPlugin } from './features/registration/registration-plugin';
import { businessAccountsPlugin } from './features/business-accounts/business-accounts-plugin';
import { KYB_HANDLERS, kybPlugin } from './features/kyb/kyb-plugin';
import { BUSINESS_REGISTRATION_HANDLERS } from './features/business-accounts/business-registration-handlers';
import { HISTORY_HANDLERS } from './features/history/history-handlers';
import { deliveryPlugin } from './features/delivery/delivery-plugin';
import { historyPlugin } from './features/history/history-plugin';
import { FILE_HANDLERS } from './features/files/file-handlers';
import { filesPlugin } from './features/files/files-plugin';
import { uploadDirOf } from './features/files/upload-dir';
import { WALLET_HANDLERS } from './features/wallet/wallet-handlers';
import { walletPlugin } from './features/wallet/wallet-plugin';
import type { EndpointHandler } from './http/handler';
import { screenPlainInput } from './http/input-screening';
import { registerHealthRoute } from './http/health-route';
import { registerOpenApiRoute } from './http/openapi-route';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits';
import type { Services } from './features/services';
import { registerDevMailboxRoutes } from './messaging/dev-mailbox-route';
import { devMailboxEnabled, registerDevOutboxRoute } from './messaging/dev-outbox-route';
import { registerDevUnitFiguresRoute } from './features/account-security/dev-unit-figures-route';
import { messagingOptions } from './messaging/messaging-setup';
import type { SmsOptions } from './messaging/sms-config';
import type { SmtpOptions } from './messaging/smtp-transport';
import { databasePlugin, openApiDatabase } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import type { FeatureOptions } from './plugins/feature-plugin';
import { securityPlugin } from './plugins/security';
import { servicesPlugin } from './plugins/services';
import { captchaOptionsFromEnv, type CaptchaOptions } from './security/captcha/captcha-config';
import { registerCaptchaTestRoute } from './security/captcha/captcha-test-route';
import { OWASP_SCRYPT_COST, PasswordChecker, type ScryptCost } from './security/passwords';
import { demoSeedWanted } from './seed/seed-database';
import { findWorkspaceRoot } from './workspace-paths';
import { cardSecretsOf } from './features/gift-cards/card-secrets';

export interface ApiServerOptions {
  /** postgres://… selects a PostgreSQL server; defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string;
  /** Folder of the embedded PGlite database (when no databaseUrl); 'memory://' keeps it in memory. */
  dataDir?: string;
  /**
   * Where an in-memory database keeps snapshots of its migrated and seeded start, so the next one starts
   * from there (tests and journeys start hundreds); defaults to SHOP_PGLITE_SNAPSHOT_DIR, else none.
   */
  pgliteSnapshotDir?: string;
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
   * Serve {prefix}/dev/mailbox (the dev mailbox pages) and {prefix}/dev/outbox (its JSON) to loopback
   * clients, for development only; defaults to the SHOP_DEV_MAILBOX=1 environment variable, else off.
   */
  devOutbox?: boolean;
  /**
   * Email through this SMTP server; false: none (the outbox row is the delivered email). Defaults to
   * SMTP_URL and SMTP_FROM, read once at start-up.
   */
  smtp?: SmtpOptions | false;
  /** The SMS gateway; defaults to SMS_GATEWAY (only 'stand-in' today) and SMS_MAX_SEGMENTS. */
  sms?: SmsOptions;
  passwordCost?: ScryptCost;
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Captcha secrets per provider (and verify URLs); defaults to CAPTCHA_CLOUDFLARE_SECRET and
   * CAPTCHA_GOOGLE_SECRET. A provider without a secret runs the shop's own test provider.
   */
  captcha?: CaptchaOptions;
  /**
   * Folder of uploaded files, outside the web root; defaults to SHOP_UPLOAD_DIR, else .data/uploads
   * beside the embedded database (a temporary folder for a database in memory).
   */
  uploadDir?: string;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  now?: () => number;
  /** False: no catalogue cache, every catalogue call reads the database (benches); on by default. */
  catalogueCache?: boolean;
}

/** The feature groups: each an encapsulated plugin registering its endpoints. */
const FEATURE_PLUGINS = [
  authPlugin,
  registrationPlugin,
  businessAccountsPlugin,
  kybPlugin,
  memberPlugin,
  cartPlugin,
  cataloguePlugin,
  referenceDataPlugin,
  paymentsPlugin,
  cardsPlugin,
  ordersPlugin,
  orderResultPlugin,
  walletPlugin,
  historyPlugin,
  documentsPlugin,
  brochuresPlugin,
  filesPlugin,
  deliveryPlugin,
  salesmenPlugin,
  operatorsPlugin,
  backOfficePlugin,
  accountSecurityPlugin,
  ssoPlugin,
];

/** Every endpoint the feature plugins serve (the fuzz suite walks them). */
export const ALL_HANDLERS: readonly EndpointHandler[] = [
  ...AUTH_HANDLERS,
  ...REGISTRATION_HANDLERS,
  ...BUSINESS_REGISTRATION_HANDLERS,
  ...KYB_HANDLERS,
  ...MEMBER_HANDLERS,
  ...CART_HANDLERS,
  ...CATALOGUE_HANDLERS,
  ...REFERENCE_DATA_HANDLERS,
  ...PAYMENTS_HANDLERS,
  ...CARD_HANDLERS,
  ...ORDER_HANDLERS,
  ...ORDER_RESULT_HANDLERS,
  ...WALLET_HANDLERS,
  ...HISTORY_HANDLERS,
  ...DOCUMENTS_HANDLERS,
  ...BROCHURES_HANDLERS,
  ...FILE_HANDLERS,
  ...SALESMAN_HANDLERS,
  ...ALL_OPERATOR_HANDLERS,
  ...BACK_OFFICE_HANDLERS,
  ...ACCOUNT_SECURITY_HANDLERS,
  ...SSO_HANDLERS,
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
 * Mounts the platform API on a fastify instance that is not ready yet, in its own encapsulated
 * scope under `prefix`: the database (opened, migrated, seeded), the services, security (helmet,
 * rate limits) and errors, shared with fastify-plugin inside that scope; then the init and captcha
 * test routes and one encapsulated plugin per feature group. The host is decorated with `shopApi`.
 * Closing the instance closes the database.
 */
export async function mountApi(app: FastifyInstance, options: ApiServerOptions = {}): Promise<void> {
  // A missing or malformed card secret refuses the start before anything opens (decision 0062).
  cardSecretsOf(process.env);
  const workspaceRoot = findWorkspaceRoot();
  const now = options.now ?? (() => Date.now());
  const prefix = options.prefix ?? '/api';
  const location = databaseLocation(options, workspaceRoot);
  const passwords = new PasswordChecker(options.passwordCost ?? OWASP_SCRYPT_COST);
  const rateLimits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const features: FeatureOptions = { rateLimits };
  const devOutbox = devMailboxEnabled(options.devOutbox);
  const messaging = messagingOptions({ smtp: options.smtp, sms: options.sms });
  const imagesDir = options.imagesDir ?? join(workspaceRoot, 'tools', 'seed', 'images');
  // Opened, migrated and seeded before the plugins load (see openApiDatabase).
  const database = await openApiDatabase({
    location,
    seedDir: options.seedDir ?? join(workspaceRoot, 'tools', 'seed'),
    seedDemo: demoSeedWanted(options.seedDemo, location.kind),
    passwords,
    now,
    snapshotDir: options.pgliteSnapshotDir ?? process.env.SHOP_PGLITE_SNAPSHOT_DIR,
  });
  try {
    await app.register(
      async (api) => {
        await api.register(databasePlugin, { database });
        await api.register(servicesPlugin, {
          now,
          passwords,
          shopUrl: options.shopUrl ?? process.env.SHOP_PUBLIC_URL ?? 'http://localhost:4200',
          rateLimits,
          captcha: options.captcha ?? captchaOptionsFromEnv(),
          uploadDir: uploadDirOf(options, workspaceRoot),
          messaging,
          imagesDir,
          catalogueCache: options.catalogueCache,
        });
        app.decorate('shopApi', { database: api.database, services: api.services });
        await api.register(securityPlugin);
        // Every failure's body is built there: ApiFailure, rate limit, framework 4xx, unknown error, 404.
        await api.register(errorsPlugin);
        // The prefix is the API's: an unknown path under it is the API's 404, never a page a host
        // server's wildcard would serve (the shop server answers page paths with the shell).
        api.all('/', (_request, reply) => reply.callNotFound());
        api.all('/*', (_request, reply) => reply.callNotFound());
        // Path parameters, queries and plain bodies: no control characters (the envelope's inside is
        // screened on opening).
        api.addHook('preValidation', screenPlainInput);

        if (api.services.captcha.anyTestMode()) registerCaptchaTestRoute(api, api.services, rateLimits);
        for (const feature of FEATURE_PLUGINS) await api.register(feature, features);
        registerOpenApiRoute(api, prefix);
        registerHealthRoute(api);
        if (imagesDir)
          await api.register(fastifyStatic, {
            root: imagesDir,
            prefix: '/images/',
            decorateReply: false,
            index: false,
          });
        if (devOutbox) {
          registerDevOutboxRoute(api, api.services);
          registerDevMailboxRoutes(api, api.services, prefix);
          registerDevUnitFiguresRoute(api, api.services);
        }
      },
      { prefix },
    );
  } catch (error) {
    // The host will not start; the database this mount opened closes now.
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
