import { CAPTCHA_TEST_TOKEN_VALIDITY_MS } from '@shop/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { captchaTestTokens } from '../security-tables';
import { digestToken, randomToken } from '../tokens';

/** Expired tokens are deleted at most this often per replica. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The shop's own captcha provider, used where the server holds no secret for a unit's provider.
 * It behaves as the real services do: a token is random, bound to the site key it was issued for,
 * expires, and is accepted once. Tokens are stored as digests in the database (any replica).
 */
export class TestCaptcha {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async issue(siteKey: string): Promise<{ token: string; expiresIn: number }> {
    const now = this.now();
    await this.sweep(now);
    const token = randomToken();
    await this.db
      .insert(captchaTestTokens)
      .values({ tokenHash: digestToken(token), siteKey, expiresAt: new Date(now + CAPTCHA_TEST_TOKEN_VALIDITY_MS) });
    return { token, expiresIn: CAPTCHA_TEST_TOKEN_VALIDITY_MS / 1000 };
  }

  /** Uses a token up: true once for a live token of this site key, false otherwise. */
  async redeem(token: string, siteKey: string): Promise<boolean> {
    const redeemed = await this.db
      .delete(captchaTestTokens)
      .where(
        and(
          eq(captchaTestTokens.tokenHash, digestToken(token)),
          eq(captchaTestTokens.siteKey, siteKey),
          gt(captchaTestTokens.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ tokenHash: captchaTestTokens.tokenHash });
    return redeemed.length === 1;
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    await this.db.delete(captchaTestTokens).where(lt(captchaTestTokens.expiresAt, new Date(now)));
  }
}
