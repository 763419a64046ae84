import { KYB_VERIFY_LINK_VALIDITY_MS } from '@shop/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { digestToken, randomToken } from '../../security/tokens';
import { kybEmailVerifications } from './kyb-tables';

/** A confirmed email's registration token lasts this long (the account form is filled at once). */
export const KYB_REGISTRATION_VALIDITY_MS = 60 * 60 * 1000;

export type KybVerificationRow = typeof kybEmailVerifications.$inferSelect;

/**
 * Email verifications by link: a random token (only its digest stored) mailed to the address; the
 * link confirms it once and gives a registration token (digest stored) for kybRegisterAccount.
 */
export class KybEmailVerifications {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The newest verification sent to an address of a unit, if any. */
  async latest(buId: string, email: string): Promise<KybVerificationRow | null> {
    const [row] = await this.db
      .select()
      .from(kybEmailVerifications)
      .where(and(eq(kybEmailVerifications.buId, buId), eq(kybEmailVerifications.email, email)))
      .orderBy(desc(kybEmailVerifications.createdAt), desc(kybEmailVerifications.id))
      .limit(1);
    return row ?? null;
  }

  /** Opens a verification; answers its public id and the link's token (never stored in clear). */
  async create(buId: string, email: string): Promise<{ publicId: string; token: string }> {
    const token = randomToken();
    const publicId = randomToken(18);
    const now = this.now();
    await this.db.insert(kybEmailVerifications).values({
      publicId,
      buId,
      email,
      tokenHash: digestToken(token),
      expiresAt: new Date(now + KYB_VERIFY_LINK_VALIDITY_MS),
      createdAt: new Date(now),
    });
    return { publicId, token };
  }

  /**
   * Confirms the link's token once (a live, unconfirmed verification of the unit); answers the address
   * and a new registration token, or null when the link is unknown, used or expired.
   */
  async confirm(buId: string, token: string): Promise<{ email: string; registrationToken: string } | null> {
    const registrationToken = randomToken();
    const now = this.now();
    const [row] = await this.db
      .update(kybEmailVerifications)
      .set({
        confirmedAt: new Date(now),
        registrationTokenHash: digestToken(registrationToken),
        registrationExpiresAt: new Date(now + KYB_REGISTRATION_VALIDITY_MS),
      })
      .where(
        and(
          eq(kybEmailVerifications.tokenHash, digestToken(token)),
          eq(kybEmailVerifications.buId, buId),
          isNull(kybEmailVerifications.confirmedAt),
          gt(kybEmailVerifications.expiresAt, new Date(now)),
        ),
      )
      .returning({ email: kybEmailVerifications.email });
    return row ? { email: row.email, registrationToken } : null;
  }

  /** The confirmed email of a live, unused registration token, or null. */
  async registrationEmail(buId: string, registrationToken: string): Promise<string | null> {
    const [row] = await this.db
      .select({ email: kybEmailVerifications.email })
      .from(kybEmailVerifications)
      .where(this.liveRegistration(buId, registrationToken));
    return row?.email ?? null;
  }

  /** Marks a registration token used, in the account's transaction; answers whether it was still live. */
  async useRegistration(db: Db, buId: string, registrationToken: string): Promise<boolean> {
    const rows = await db
      .update(kybEmailVerifications)
      .set({ usedAt: new Date(this.now()) })
      .where(this.liveRegistration(buId, registrationToken))
      .returning({ id: kybEmailVerifications.id });
    return rows.length > 0;
  }

  private liveRegistration(buId: string, registrationToken: string) {
    return and(
      eq(kybEmailVerifications.registrationTokenHash, digestToken(registrationToken)),
      eq(kybEmailVerifications.buId, buId),
      isNull(kybEmailVerifications.usedAt),
      gt(kybEmailVerifications.registrationExpiresAt, new Date(this.now())),
    );
  }
}
