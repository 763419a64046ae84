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

/** Claims waiting while this many inserts run go together into the next one (one statement, many rows). */
const INSERTS_AT_ONCE = 2;
const CLAIMS_PER_INSERT = 500;

/**
 * INSERT ... ON CONFLICT DO NOTHING of many claims (parallel arrays), answering the rows it inserted. It commits
 * without waiting for PostgreSQL's WAL flush (`synchronous_commit` off for its own transaction only, set by the
 * statement): every replica sees the row at once, and a request that changes anything commits its change
 * durably after its claim, which flushes the claim with it. Only the claim of a request that changed nothing
 * can be lost, in a database crash, and replaying that request changes nothing either (decision 0081).
 */
function prepareClaims(db: Db) {
  return db
    .insert(requestNonces)
    .select(
      sql`select * from unnest(${sql.placeholder('initHashes')}::text[], ${sql.placeholder('nonces')}::text[],
        ${sql.placeholder('freshUntils')}::timestamptz[])
        where set_config('synchronous_commit', 'off', true) = 'off'`,
    )
    .onConflictDoNothing()
    .returning({ initHash: requestNonces.initHash, nonce: requestNonces.nonce })
    .prepare('request_nonce_claims');
}

interface PendingClaim {
  initHash: string;
  nonce: string;
  freshUntil: Date;
  settle: (claimed: boolean) => void;
  fail: (error: unknown) => void;
}

/**
 * The nonces of the sealed requests received, in the database every replica shares: a sealed request
 * is accepted once. A nonce is claimed by one INSERT ... ON CONFLICT DO NOTHING, so of several uses of
 * one request, at once or one after another, on any replica, exactly one goes on. A nonce is kept
 * while its request is fresh (sentAt + REQUEST_FRESHNESS_MS, plus NONCE_CLOCK_MARGIN_MS); after
 * that the freshness check refuses the request anyway, and the row is pruned.
 * Claims that arrive while earlier inserts run share the next INSERT (one row each): under load a replica
 * makes one round trip for many requests, and each nonce is still one row the database decides on.
 */
export class RequestNonces {
  private lastPrune = Number.NEGATIVE_INFINITY;
  private readonly waiting: PendingClaim[] = [];
  private inserting = 0;
  private scheduled = false;
  /** Prepared once: a claim costs no SQL building nor planning, whatever the number of rows. */
  private readonly claimStatement: ReturnType<typeof prepareClaims>;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.claimStatement = prepareClaims(db);
  }

  /**
   * True for the first use of `nonce` among the requests sealed under the initial token `init`, false
   * for any later one. Call it once the request is known fresh (its `sentAt` checked). `initHash`: the
   * token's digest, when the caller has it already.
   */
  async claim(init: string, nonce: string, sentAt: number, initHash = digestToken(init)): Promise<boolean> {
    if (this.now() - this.lastPrune >= PRUNE_INTERVAL_MS) await this.pruneFromTimeToTime();
    return new Promise<boolean>((settle, fail) => {
      const freshUntil = new Date(sentAt + REQUEST_FRESHNESS_MS);
      this.waiting.push({ initHash, nonce, freshUntil, settle, fail });
      // After the requests that arrived together have each queued their claim (PGlite runs a statement
      // without yielding, so inserting at once would never let two claims meet).
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.insertWaiting();
        });
      }
    });
  }

  private insertWaiting(): void {
    while (this.inserting < INSERTS_AT_ONCE && this.waiting.length > 0) {
      const claims = this.waiting.splice(0, CLAIMS_PER_INSERT);
      this.inserting += 1;
      void this.insert(claims).finally(() => {
        this.inserting -= 1;
        this.insertWaiting();
      });
    }
  }

  /** One INSERT ... ON CONFLICT DO NOTHING for the claims; a claim is won when its row came back. */
  private async insert(claims: PendingClaim[]): Promise<void> {
    const keyOf = (row: { initHash: string; nonce: string }) => `${row.initHash}\n${row.nonce}`;
    // The same request twice in one statement: its row comes back once, so only its first use may take it.
    const firsts = new Map<string, PendingClaim>();
    for (const claim of claims) {
      if (firsts.has(keyOf(claim))) claim.settle(false);
      else firsts.set(keyOf(claim), claim);
    }
    try {
      const rows = [...firsts.values()];
      const inserted = await this.claimStatement.execute({
        initHashes: rows.map((row) => row.initHash),
        nonces: rows.map((row) => row.nonce),
        freshUntils: rows.map((row) => row.freshUntil.toISOString()),
      });
      const won = new Set(inserted.map(keyOf));
      for (const [key, claim] of firsts) claim.settle(won.has(key));
    } catch (error) {
      for (const claim of firsts.values()) claim.fail(error);
    }
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
