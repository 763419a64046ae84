import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_VALIDITY_MS } from '@shop/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimeCodes } from '../../db/schema';
import { ApiFailure } from '../../http/api-failure';
import { digestToken, randomDigits, randomToken, sameDigest } from '../../security/tokens';

type Channel = 'sms' | 'email';

function codeDigest(id: string, code: string): string {
  return digestToken(`${id}:${code}`);
}

/** Creates a code for a phone number or email; answers its id and the code to send. */
export async function createOneTimeCode(db: Db, buId: string, channel: Channel, target: string, now: number) {
  const id = randomToken(16);
  const code = randomDigits(OTP_LENGTH);
  await db.insert(oneTimeCodes).values({
    id,
    buId,
    channel,
    target,
    codeHash: codeDigest(id, code),
    expiresAt: new Date(now + OTP_VALIDITY_MS),
    createdAt: new Date(now),
  });
  return { id, code };
}

/**
 * Confirms a code. Each try is counted before comparing (a conditional update), so parallel
 * guesses cannot exceed the limit; a confirmed code cannot be used again.
 */
export async function confirmOneTimeCode(db: Db, channel: Channel, target: string, id: string, code: string, now: number) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.target, target)));
  if (!row || row.confirmedAt || row.expiresAt.getTime() <= now) throw new ApiFailure('OTP_EXPIRED');
  const counted = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS), isNull(oneTimeCodes.confirmedAt)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (counted.length === 0) throw new ApiFailure('OTP_TOO_MANY_ATTEMPTS');
  if (!sameDigest(row.codeHash, codeDigest(id, code))) throw new ApiFailure('OTP_WRONG');
  const confirmed = await db
    .update(oneTimeCodes)
    .set({ confirmedAt: new Date(now) })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.confirmedAt)))
    .returning({ id: oneTimeCodes.id });
  if (confirmed.length === 0) throw new ApiFailure('OTP_EXPIRED');
}
