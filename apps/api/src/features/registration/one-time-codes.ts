import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_VALIDITY_MS } from '@shop/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { digestToken, randomDigits, randomToken, sameDigest } from '../../security/tokens';
import { spendConfirmedPhoneCode, type PhoneCodeProof } from './confirmed-phone-code';
import { oneTimeCodes } from './registration-tables';

export type CodeChannel = 'sms' | 'email';

/** How confirming a code went: confirmed, or why not. */
export type CodeConfirmation = 'confirmed' | 'expired' | 'tooManyAttempts' | 'wrong';

function codeDigest(id: string, code: string): string {
  return digestToken(`${id}:${code}`);
}

/** One-time codes sent by SMS or email: stored as digests, expiring, a limited number of tries each. */
export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Creates a code for a phone number or email; answers its id and the code to send. */
  async create(buId: string, channel: CodeChannel, target: string): Promise<{ id: string; code: string }> {
    const id = randomToken(16);
    const code = randomDigits(OTP_LENGTH);
    const now = this.now();
    await this.db.insert(oneTimeCodes).values({
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
  async confirm(channel: CodeChannel, target: string, id: string, code: string): Promise<CodeConfirmation> {
    const now = this.now();
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.target, target)));
    if (!row || row.confirmedAt || row.expiresAt.getTime() <= now) return 'expired';
    const counted = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS), isNull(oneTimeCodes.confirmedAt)),
      )
      .returning({ attempts: oneTimeCodes.attempts });
    if (counted.length === 0) return 'tooManyAttempts';
    if (!sameDigest(row.codeHash, codeDigest(id, code))) return 'wrong';
    const confirmed = await this.db
      .update(oneTimeCodes)
      .set({ confirmedAt: new Date(now) })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.confirmedAt)))
      .returning({ id: oneTimeCodes.id });
    return confirmed.length === 0 ? 'expired' : 'confirmed';
  }

  /** Spends the confirmed SMS code that proves a phone number (see spendConfirmedPhoneCode). */
  async spendConfirmedPhoneCode(proof: Omit<PhoneCodeProof, 'now'>): Promise<boolean> {
    return spendConfirmedPhoneCode(this.db, { ...proof, now: this.now() });
  }
}
