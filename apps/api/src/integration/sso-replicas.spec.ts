import { createApiClient } from '@shop/api-client';
import { ssoLogin } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, ssoTokenUses } from '../db/schema';
import { startReplicaApis, type ReplicaApis } from '../testing/replica-apis';
import { portalToken } from './support/portal-kit';

/**
 * One portal link sent at once to two API processes sharing one PostgreSQL database (TEST_DATABASE_URL),
 * as two replicas behind a load balancer would get it (a double click, a replayed link); PGlite has one
 * process per database, so there both copies go to one API. Exactly one copy opens a session.
 */
describe('one single sign-on token sent to two replicas', () => {
  let replicas: ReplicaApis;
  let baseUrls: string[] = [];
  let database: Database;

  beforeAll(async () => {
    replicas = await startReplicaApis();
    ({ baseUrls, database } = replicas);
  }, 120_000);
  afterAll(async () => {
    await replicas?.close();
  });

  const clientOf = (baseUrl: string) =>
    createApiClient({ baseUrl, buId: () => '250', language: () => 'en', now: () => replicas.now() });

  async function sessionCount(): Promise<number> {
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(sessions);
    return row.count;
  }

  it('opens one session, the other replica answers that the link was used', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const jwt = await portalToken({
        issuedAt: Math.floor(replicas.now() / 1000),
        claims: { sub: `replica-customer-${round}`, email: `replica.${round}@example.com` },
      });
      const before = await sessionCount();
      const answers = await Promise.all(
        baseUrls.map((baseUrl) => clientOf(baseUrl).call(ssoLogin, { projectBu: '250', jwt })),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(answers.filter((answer) => !answer.ok)).toEqual([
        { ok: false, status: 400, error: { code: 10113, message: 'This sign-in link has already been used.' } },
      ]);
      expect(await sessionCount()).toBe(before + 1);
      const jti = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).jti as string;
      expect(await database.db.select().from(ssoTokenUses).where(eq(ssoTokenUses.jti, jti))).toHaveLength(1);
    }
  });
});
