import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { configGeneration } from '../features/operators/operator-tables';

/** How often each replica reads the publish counter: a publish is seen everywhere well within a second. */
export const CONFIG_POLL_MS = 200;

/**
 * The publish counter (decision 0040): every publish of a unit's settings or catalogue moves it in its own
 * transaction; each replica reads it every CONFIG_POLL_MS (one tiny indexed read) and, when it moved,
 * drops what it cached (the unit directory). A poll rather than LISTEN/NOTIFY: it works the same on
 * PGlite and PostgreSQL, survives a lost connection, and needs no connection of its own.
 */
export class ConfigGeneration {
  private seen: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(pollMs = CONFIG_POLL_MS): void {
    this.timer ??= setInterval(() => void this.poll(), pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs `listener` whenever another publish is seen (on this replica or any other). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Moves the counter inside the publishing transaction; call changedHere() once it committed. */
  async bump(tx: Db): Promise<void> {
    await tx
      .update(configGeneration)
      .set({ generation: sql`${configGeneration.generation} + 1` })
      .where(eq(configGeneration.id, true));
  }

  /** The publishing replica drops its caches at once, without waiting for its next poll. */
  changedHere(): void {
    for (const listener of this.listeners) listener();
  }

  /** Reads the counter; a move since the last read drops the caches. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const [row] = await this.db.select({ generation: configGeneration.generation }).from(configGeneration);
      const generation = row ? Number(row.generation) : 0;
      if (this.seen !== null && generation !== this.seen) this.changedHere();
      this.seen = generation;
    } catch (error) {
      this.onError(error);
    } finally {
      this.polling = false;
    }
  }
}
