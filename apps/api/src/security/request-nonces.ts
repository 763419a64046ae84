import { REQUEST_FRESHNESS_MS } from '@shop/contracts';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { requestNonces } from './security-tables';
import { digestToken } from './tokens';

/**
 * How long a nonce is kept past its request's freshness: replicas' clocks differ a little, and a
 * replica whose clock is behind still finds the request fresh for that long.
 */
export const NONCE_CLOCK_MARGIN_MS = 60 * 1000;

/** Nonces past their request's freshness are deleted at most this often per replica (from claim). */
const PRUNE_INTERVAL_MS = 60 * 1000;

/** The claiming INSERT, prepared once: every sealed request runs it (built and planned once, not per request). */
function prepareClaim(db: Db) {
  return db
    .insert(requestNonces)
    .values({
      initHash: sql.placeholder('initHash'),
      nonce: sql.placeholder('nonce'),
      freshUntil: sql`${sql.placeholder('freshUntil')}::timestamptz`,
    })
    .onConflictDoNothing()
    .returning({ nonce: requestNonces.nonce })
    .prepare('claim_request_nonce');
}

/**
 * The nonces of the sealed requests received, in the database every replica shares: a sealed request
 * is accepted once. A nonce is claimed by one INSERT ... ON CONFLICT DO NOTHING, so of several uses of
 * one request, at once or one after another, on any replica, exactly one goes on. A nonce is kept
 * while its request is fresh (sentAt + REQUEST_FRESHNESS_MS, plus NONCE_CLOCK_MARGIN_MS); after
 * that the freshness check refuses the request anyway, and the row is pruned.
 */
export class RequestNonces {
  private lastPrune = Number.NEGATIVE_INFINITY;
  private claimStatement: ReturnType<typeof prepareClaim> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * True for the first use of `nonce` among the requests sealed under the initial token `init`, false
   * for any later one. Call it once the request is known fresh (its `sentAt` checked).
   */
  async claim(init: string, nonce: string, sentAt: number): Promise<boolean> {
    await this.pruneFromTimeToTime();
    this.claimStatement ??= prepareClaim(this.db);
    const claimed = await this.claimStatement.execute({
      initHash: digestToken(init),
      nonce,
      freshUntil: new Date(sentAt + REQUEST_FRESHNESS_MS).toISOString(),
    });
    return claimed.length > 0;
  }

  /** Deletes the nonces whose requests can no longer pass the freshness check; answers how many. */
  async prune(): Promise<number> {
    const pruned = await this.db
      .delete(requestNonces)
      .where(lt(requestNonces.freshUntil, new Date(this.now() - NONCE_CLOCK_MARGIN_MS)))
      .returning({ nonce: requestNonces.nonce });
    return pruned.length;
  }

  private async pruneFromTimeToTime(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.prune();
  }
}
