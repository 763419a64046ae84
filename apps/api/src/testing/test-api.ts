import { createApiClient, type ApiClient } from '@shop/api-client';
import {
  CAPTCHA_TEST_TOKEN_PATH,
  CaptchaTestTokenSchema,
  confirmOtp,
  login,
  sendOtp,
  twoFaConfirmLogin,
  twofaLogin,
  type Language,
  type RequestOf,
} from '@shop/contracts';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApiServer, type ApiServerOptions } from '../server';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rate-limits';
import { findWorkspaceRoot } from '../workspace-paths';
import { createTestDatabase } from './test-database';

/** Demo accounts of tools/seed/accounts.json used by the suites. */
export const DEMO_PASSWORD = 'GiftShop-Demo1';
export const DEMO = {
  consumer97: 'layla.haddad@example.com',
  unvalidated97: 'omar.farouk@example.com',
  consumer250: 'camille.martin@example.com',
  business250: 'achats@atelier-durand.com',
  salesman250: 'julien.moreau@maison-cadeaux.com',
  consumer150: 'lucas.janssens@example.com',
} as const;

/** Cheap scrypt for tests (hundreds of hashes); the server default stays at the OWASP parameters. */
export const TEST_PASSWORD_COST = { N: 2 ** 12, r: 8, p: 1 };

/** Every rate limit (per client and per target) out of the suites' way; rate-limits.spec tightens them. */
export const GENEROUS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 10_000, timeWindow: 60_000 }]),
) as RateLimitSettings;

/** The suites' database snapshots (a fresh in-memory database starts from one): tmp/, never committed. */
export const TEST_SNAPSHOT_DIR = join(findWorkspaceRoot(), 'tmp', 'pglite-snapshots');

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  client(options?: {
    buId?: string;
    language?: Language;
    accessToken?: string | null;
    unitVersions?: Record<string, string>;
  }): ApiClient;
  /**
   * A single-use token of the unit's captcha from the shop's test provider, as the page's widget
   * gets it: send it as captchaToken of login, register and resetPassword.
   */
  captchaToken(buId?: string): Promise<string>;
  /** A client signed in as a demo account, with its session. */
  signIn(
    email: string,
    buId?: string,
  ): Promise<{ client: ApiClient; custId: string; accessToken: string; refreshToken: string }>;
  /**
   * The otpId of an SMS code sent to a mobile number and confirmed, as the page's one-time-code field
   * gets it: the proof a phone change, or a registration on a unit that verifies phones, needs.
   */
  confirmedSmsCode(mobileNo: string, buId?: string): Promise<string>;
  /** Latest email or SMS sent to a recipient (newest first). */
  outbox(recipient: string): Promise<{ subject: string; body: string }[]>;
  /** Moves the server clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The API on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), listening on a free port. */
export async function startTestApi(options: Partial<ApiServerOptions> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  let clock = Date.now();
  const app = await createApiServer({
    databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
    dataDir: 'memory://',
    pgliteSnapshotDir: TEST_SNAPSHOT_DIR,
    passwordCost: TEST_PASSWORD_COST,
    rateLimits: GENEROUS,
    now: () => clock,
    shopUrl: 'http://shop.test',
    // The suites sign in as the demo accounts, on PGlite and on PostgreSQL (TEST_DATABASE_URL) alike.
    seedDemo: true,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

  const client: TestApi['client'] = ({ buId = '97', language = 'en', accessToken = null, unitVersions } = {}) =>
    createApiClient({
      baseUrl,
      buId: () => buId,
      language: () => language,
      accessToken: () => accessToken,
      unitVersions: () => unitVersions,
      now: () => clock,
    });

  const captchaToken: TestApi['captchaToken'] = async (buId = '97') => {
    const siteKey = (await app.shopApi.services.units.find(buId))?.captcha?.siteKey ?? '';
    const response = await fetch(`${baseUrl}${CAPTCHA_TEST_TOKEN_PATH}?${new URLSearchParams({ siteKey })}`);
    if (!response.ok)
      throw new Error(`no test captcha token for unit ${buId}: ${response.status} ${await response.text()}`);
    return v.parse(CaptchaTestTokenSchema, await response.json()).token;
  };

  /** A unit that signs in with a code (features.twoFactor): the password, then the emailed code. */
  async function signInWithCode(unitClient: ApiClient, credentials: RequestOf<typeof twofaLogin>) {
    const challenge = await unitClient.call(twofaLogin, credentials);
    if (!challenge.ok) return challenge;
    const [email] = await app.shopApi.services.outbox.latestTo(credentials.account ?? '');
    const twoFaToken = email?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    return unitClient.call(twoFaConfirmLogin, { twoFaTokenId: challenge.data.tokenId, twoFaToken });
  }

  return {
    app,
    baseUrl,
    client,
    captchaToken,
    async signIn(email, buId = '97') {
      const credentials = { account: email, password: DEMO_PASSWORD, captchaToken: await captchaToken(buId) };
      const twoFactor = (await app.shopApi.services.units.find(buId))?.features.twoFactor ?? false;
      const result = twoFactor
        ? await signInWithCode(client({ buId }), credentials)
        : await client({ buId }).call(login, credentials);
      if (!result.ok) throw new Error(`sign-in of ${email} failed: ${result.error.message}`);
      const { accessToken, refreshToken, custId } = result.data;
      return { client: client({ buId, accessToken }), custId, accessToken, refreshToken };
    },
    async confirmedSmsCode(mobileNo, buId = '97') {
      const sent = await client({ buId }).call(sendOtp, { mobileNo });
      if (!sent.ok) throw new Error(`sending a code to ${mobileNo} failed: ${sent.error.message}`);
      const [sms] = await app.shopApi.services.outbox.latestTo(mobileNo);
      const otp = sms?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      const confirmed = await client({ buId }).call(confirmOtp, { mobileNo, otpId: sent.data.otpId, otp });
      if (!confirmed.ok) throw new Error(`confirming the code of ${mobileNo} failed: ${confirmed.error.message}`);
      return sent.data.otpId;
    },
    async outbox(recipient) {
      return app.shopApi.services.outbox.latestTo(recipient);
    },
    advance(ms) {
      clock += ms;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The first link in a message body. */
export function linkIn(body: string): URL {
  const match = body.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${body}`);
  return new URL(match[0]);
}
