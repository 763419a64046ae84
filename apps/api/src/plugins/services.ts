import { importEnvelopeKey } from '@shop/envelope';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionStore } from '../features/auth/session-store';
import { featureRepositories } from '../features/repositories';
import { temporaryUploadDir } from '../features/files/upload-dir';
import { UploadFolder } from '../features/files/upload-folder';
import { TargetLimits, type RateLimitSettings } from '../http/rate-limits';
import type { Services } from '../features/services';
import { UnitDirectory } from '../http/unit-directory';
import { CardKeyring } from '../features/gift-cards/card-keys';
import { JobQueue } from '../jobs/job-queue';
import { messagingOptions, startMessaging, type MessagingOptions } from '../messaging/messaging-setup';
import type { CaptchaOptions } from '../security/captcha/captcha-config';
import { CaptchaService } from '../security/captcha/captcha-service';
import { TestCaptcha } from '../security/captcha/test-captcha';
import { EnvelopeKeys } from '../security/envelope-keys';
import type { PasswordChecker } from '../security/passwords';
import { RateCounters } from '../security/rate-counters';
import { RequestNonces } from '../security/request-nonces';
import { serverSecret } from '../security/server-secrets';
import { ConfigGeneration } from '../http/config-generation';
import { CATALOGUE_CACHE_LIMITS, CatalogueCache } from '../features/catalogue/catalogue-cache';
import { TOTP_SEALING_SECRET, TotpSealer } from '../features/operators/operator-totp';
import { PREVIEW_SECRET, UnitPreviews } from '../features/operators/unit-previews';
import { UnitVersions } from '../features/operators/unit-versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** What handlers work with: the database's repositories, keys, clocks, limits, captcha. */
    services: Services;
  }
}

export interface ServicesPluginOptions {
  now: () => number;
  passwords: PasswordChecker;
  /** Origin of the shop, for links in emails. */
  shopUrl: string;
  rateLimits: RateLimitSettings;
  captcha: CaptchaOptions;
  /** SMTP and the SMS gateway (read once at start-up); defaults to the environment's. */
  messaging?: MessagingOptions;
  /** Folder of uploaded files, outside the web root (features/files); a temporary one when absent. */
  uploadDir?: string;
  /** Catalogue images (template pictures drawn on card documents); false when none are at hand. */
  imagesDir?: string | false;
  /** False answers every catalogue call from the database (the bench measures that path); on by default. */
  catalogueCache?: boolean;
}

/** How soon a due job starts when its worker is idle. */
const JOB_POLLING_SECONDS = 1;

async function services(api: FastifyInstance, options: ServicesPluginOptions): Promise<void> {
  const { now, passwords, shopUrl, rateLimits } = options;
  const { db } = api.database;
  // The gift-card keys first, before any worker starts: a replica whose card secrets are malformed or do
  // not open the issued cards refuses to start (decision 0062). Read now also because they are used
  // inside money transactions (issuing a paid order's cards), and on PGlite's one connection a first
  // read there would wait for the transaction forever.
  const cardKeys = new CardKeyring(db);
  await cardKeys.current();
  await cardKeys.checkStoredCards();
  const jobs = await JobQueue.start(api.database, { pollingIntervalSeconds: JOB_POLLING_SECONDS }, (error) =>
    api.log.error({ err: error }, 'job queue error'),
  );
  // Before the database closes (plugins close in reverse order): jobs in progress go back to the queue.
  api.addHook('onClose', () => jobs.stop());
  const messaging = await startMessaging(db, now, jobs, { ...(options.messaging ?? messagingOptions({})), shopUrl });
  api.addHook('onClose', async () => messaging.close());
  const counters = new RateCounters(db, now);
  const captcha = new CaptchaService(options.captcha, new TestCaptcha(db, now));
  // A publish (issue 21) reaches this replica's caches within a second; stopped before the database closes.
  const configGeneration = new ConfigGeneration(db, (error) => api.log.warn({ err: error }, 'publish counter read'));
  configGeneration.start();
  api.addHook('onClose', async () => configGeneration.stop());
  const units = new UnitDirectory(db, now, (provider) => captcha.isTestMode(provider), configGeneration);
  const built: Services = {
    db,
    now,
    passwords,
    envelopeKeys: new EnvelopeKeys(db, now),
    requestNonces: new RequestNonces(db, now),
    units,
    sessions: new SessionStore(db, now),
    outbox: messaging.outbox,
    cartKey: await importEnvelopeKey(await serverSecret(db, 'cart-sealing')),
    signingKey: await serverSecret(db, 'fingerprint-signing'),
    shopUrl,
    imagesDir: options.imagesDir || null,
    counters,
    targetLimits: new TargetLimits(counters, rateLimits, now),
    captcha,
    jobs,
    ...featureRepositories(db, now),
    cardKeys,
    uploads: new UploadFolder(options.uploadDir ?? temporaryUploadDir()),
    configGeneration,
    catalogueCache: new CatalogueCache(now, configGeneration, CATALOGUE_CACHE_LIMITS, options.catalogueCache ?? true),
    totpSealer: new TotpSealer(await serverSecret(db, TOTP_SEALING_SECRET)),
    unitPreviews: new UnitPreviews(await serverSecret(db, PREVIEW_SECRET), new UnitVersions(db, now), units, now),
  };
  api.decorate('services', built);
}

/**
 * Builds the `Services` every handler works with on the registering scope's `database`, and
 * decorates that scope with `services`. Shared with fastify-plugin, like the database.
 */
export const servicesPlugin = fp(services, {
  name: 'shop-api-services',
  fastify: '5.x',
  decorators: { fastify: ['database'] },
  dependencies: ['shop-api-database'],
});
