import { INITIAL_TOKEN_LIFETIME_MS } from '@shop/contracts';
import { createAgreementKeyPair, createInitId, deriveEnvelopeKeyBytes, importEnvelopeKey } from '@shop/envelope';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { envelopeKeys } from './security-tables';
import { digestToken } from './tokens';

interface CachedKey {
  key: CryptoKey;
  expiresAt: number;
}

/** Bounds the in-process cache; the database stays the source of truth for every replica. */
const CACHE_LIMIT = 10_000;

/**
 * Expired keys are deleted at most this often per replica: an expired row is refused by find() anyway,
 * and a DELETE on every init call was one more statement on each guest's first call.
 */
const PRUNE_INTERVAL_MS = 60 * 1000;

/**
 * The envelope keys of initial tokens. The init call agrees a key with the client (ECDH + HKDF);
 * the key is kept against the token's digest for one hour, then refused.
 */
export class EnvelopeKeys {
  private readonly cache = new Map<string, CachedKey>();
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async create(clientKey: string): Promise<{ init: string; serverKey: string; expiresIn: number }> {
    const server = await createAgreementKeyPair();
    const init = createInitId();
    const keyBytes = await deriveEnvelopeKeyBytes(server.privateKey, clientKey, init);
    const expiresAt = this.now() + INITIAL_TOKEN_LIFETIME_MS;
    await this.db
      .insert(envelopeKeys)
      .values({ initHash: digestToken(init), keyBytes, expiresAt: new Date(expiresAt) });
    this.remember(init, { key: await importEnvelopeKey(keyBytes), expiresAt });
    await this.pruneFromTimeToTime();
    return { init, serverKey: server.publicKey, expiresIn: INITIAL_TOKEN_LIFETIME_MS / 1000 };
  }

  /** The key of a live initial token, or null when unknown or expired. */
  async find(init: string): Promise<CryptoKey | null> {
    const cached = this.cache.get(init);
    if (cached) {
      if (cached.expiresAt > this.now()) return cached.key;
      this.cache.delete(init);
      return null;
    }
    const [row] = await this.db
      .select()
      .from(envelopeKeys)
      .where(eq(envelopeKeys.initHash, digestToken(init)));
    if (!row || row.expiresAt.getTime() <= this.now()) return null;
    const entry = { key: await importEnvelopeKey(new Uint8Array(row.keyBytes)), expiresAt: row.expiresAt.getTime() };
    this.remember(init, entry);
    return entry.key;
  }

  private async pruneFromTimeToTime(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.db.delete(envelopeKeys).where(lt(envelopeKeys.expiresAt, new Date(now)));
  }

  private remember(init: string, entry: CachedKey): void {
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(init, entry);
  }
}
