import { createApiClient, type ApiClient } from '@shop/api-client';
import { CAPTCHA_TEST_TOKEN_PATH, createOrder, downloadSampleFile, login, type RequestOf } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { businessUnits, rateCounters } from '../db/schema';
import { startReplicaApis, type ReplicaApis } from '../testing/replica-apis';
import { DEMO, DEMO_PASSWORD } from '../testing/test-api';

// Order creation and file downloads are limited per client address and per account (or guest email),
// counted in the database (decision 0060): a call refused on one replica is refused on the other too.
// On PostgreSQL (TEST_DATABASE_URL) two API processes share the database; on PGlite one API answers both.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMITS = {
  orderCreation: { max: 4, timeWindow: MINUTE },
  ordersPerGuestEmail: { max: 2, timeWindow: HOUR },
  ordersPerAccount: { max: 3, timeWindow: HOUR },
  download: { max: 4, timeWindow: MINUTE },
  downloadsPerAccount: { max: 3, timeWindow: HOUR },
};

let replicas: ReplicaApis;
beforeAll(async () => {
  replicas = await startReplicaApis({ rateLimits: LIMITS });
}, 120_000);
afterAll(() => replicas?.close());
// Each test starts from fresh counters (every call here comes from one loopback address).
beforeEach(() => replicas.database.db.delete(rateCounters));

const clientOn = (replica: number, accessToken: string | null = null): ApiClient =>
  createApiClient({
    baseUrl: replicas.baseUrls[replica],
    buId: () => '97',
    language: () => 'en',
    accessToken: () => accessToken,
    now: () => replicas.now(),
  });

type Line = RequestOf<typeof createOrder>['orderLines'][number];
const line = (senderEmail: string): Line => ({
  itemCode: 'MJ-GROCERY-D',
  amount: 50000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail,
  receiverName: 'Omar Farouk',
  receiverEmail: 'omar.farouk@example.com',
});

const order = (client: ApiClient, senderEmail = 'guest@example.com') =>
  client.call(createOrder, { orderLines: [line(senderEmail)] });

/** A 429 as every rate limit answers it, with when to retry. */
function expectLimited(answer: { ok: boolean }, windowMs: number) {
  expect(answer).toMatchObject({
    ok: false,
    status: 429,
    error: { code: 42900, message: expect.stringMatching(/^Too many requests, please try again later\. Retry in /) },
  });
  const { retryAfter } = (answer as unknown as { error: { retryAfter: number } }).error;
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

async function signIn(replica: number): Promise<ApiClient> {
  const [unit] = await replicas.database.db
    .select({ siteKey: sql<string>`${businessUnits.params} -> 'captcha' ->> 'siteKey'` })
    .from(businessUnits)
    .where(eq(businessUnits.buId, '97'));
  const query = new URLSearchParams({ siteKey: unit.siteKey });
  const url = `${replicas.baseUrls[replica]}${CAPTCHA_TEST_TOKEN_PATH}?${query}`;
  const { token } = (await (await fetch(url)).json()) as { token: string };
  const answer = await clientOn(replica).call(login, {
    account: DEMO.consumer97,
    password: DEMO_PASSWORD,
    captchaToken: token,
  });
  if (!answer.ok) throw new Error(answer.error.message);
  return clientOn(replica, answer.data.accessToken);
}

describe('order creation limits across replicas', () => {
  it("limits a guest's orders per sender email, on whichever replica they come", async () => {
    expect((await order(clientOn(0), 'Rush@Example.com')).ok).toBe(true);
    expect((await order(clientOn(0), 'rush@example.com')).ok).toBe(true);
    expectLimited(await order(clientOn(1), ' RUSH@example.com '), HOUR);
    // Another buyer behind the same address goes on (the address's own limit is further).
    expect((await order(clientOn(1), 'other@example.com')).ok).toBe(true);
  });

  it('limits order creation per client address across replicas', async () => {
    for (let index = 0; index < LIMITS.orderCreation.max; index += 1) {
      expect((await order(clientOn(index % 2), `buyer${index}@example.com`)).ok).toBe(true);
    }
    expectLimited(await order(clientOn(0), 'fresh@example.com'), MINUTE);
    expectLimited(await order(clientOn(1), 'fresh@example.com'), MINUTE);
  });

  it("limits a member's orders per account, whichever replica", async () => {
    const [first, second] = [await signIn(0), await signIn(1)];
    await replicas.database.db.delete(rateCounters); // the sign-ins' counters are not the point here
    for (let index = 0; index < LIMITS.ordersPerAccount.max; index += 1) {
      expect((await order(index % 2 ? second : first, DEMO.consumer97)).ok).toBe(true);
    }
    expectLimited(await order(second, DEMO.consumer97), HOUR);
    expectLimited(await order(first, DEMO.consumer97), HOUR);
  });
});

describe('download limits across replicas', () => {
  it('limits downloads per client address across replicas', async () => {
    for (let index = 0; index < LIMITS.download.max; index += 1) {
      expect(await clientOn(index % 2).download(downloadSampleFile, {})).toMatchObject({ ok: true });
    }
    expectLimited(await clientOn(1).download(downloadSampleFile, {}), MINUTE);
    expectLimited(await clientOn(0).download(downloadSampleFile, {}), MINUTE);
  });

  it("limits a member's downloads per account, whichever replica", async () => {
    const [first, second] = [await signIn(0), await signIn(1)];
    await replicas.database.db.delete(rateCounters);
    for (let index = 0; index < LIMITS.downloadsPerAccount.max; index += 1) {
      expect(await (index % 2 ? second : first).download(downloadSampleFile, {})).toMatchObject({ ok: true });
    }
    expectLimited(await second.download(downloadSampleFile, {}), HOUR);
    expectLimited(await first.download(downloadSampleFile, {}), HOUR);
  });
});
