import { rememberJson } from '../../http/answer-json';
import type { ConfigGeneration } from '../../http/config-generation';

/** How much the cache may hold; the least recently used answers go first when either bound is reached. */
export interface CatalogueCacheLimits {
  entries: number;
  /** Estimated from each answer's JSON length (two bytes a character, as V8 strings may take). */
  bytes: number;
  /** An answer is read again after this time at the latest (a change made outside the operators' publish). */
  ttlMs: number;
}

export const CATALOGUE_CACHE_LIMITS: CatalogueCacheLimits = { entries: 5_000, bytes: 32 * 1024 * 1024, ttlMs: 30_000 };

interface Entry {
  answer: Promise<unknown>;
  loadedAt: number;
  bytes: number;
}

/**
 * The catalogue answers that are the same for every visitor of a unit (per language and audience):
 * categories, product pages, templates, letter types. Dropped whole on every publish of a unit's settings
 * or catalogue, here at once and on every other replica at its next poll of the publish counter
 * (ConfigGeneration, decision 0040), like the unit directory. A load that started before a drop is not kept:
 * it may hold what the publish replaced. Answers are shared between calls: callers must not change them.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Moves on every drop; a load keeps its answer only when no drop happened meanwhile. */
  private epoch = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly now: () => number,
    generation?: ConfigGeneration,
    private readonly limits: CatalogueCacheLimits = CATALOGUE_CACHE_LIMITS,
    private readonly enabled = true,
  ) {
    generation?.onChange(() => this.clear());
  }

  /** The cached answer of `key`, else `load`'s (kept; concurrent misses of one key share one load). */
  async answer<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.loadedAt < this.limits.ttlMs) {
      this.hits += 1;
      // Most recently used last: Map keeps insertion order, so eviction takes the first keys.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.answer as Promise<T>;
    }
    if (cached) this.remove(key);
    this.misses += 1;
    const epoch = this.epoch;
    const entry: Entry = { answer: load(), loadedAt: this.now(), bytes: 0 };
    this.entries.set(key, entry);
    try {
      const answer = await entry.answer;
      if (this.epoch !== epoch || this.entries.get(key) !== entry) {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        return answer as T;
      }
      const json = JSON.stringify(answer);
      if (typeof answer === 'object' && answer !== null) rememberJson(answer, json);
      entry.bytes = json.length * 2;
      this.bytes += entry.bytes;
      this.evictOverLimits();
      return answer as T;
    } catch (error) {
      // A failure (an unknown item, a lost connection) is never kept.
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  /** Forgets every answer (a publish here or on another replica). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Answers held and their estimated size, for tests and the bench. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private evictOverLimits(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) return;
      this.remove(key);
    }
  }
}
