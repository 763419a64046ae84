import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/database';
import { DEFAULT_RETRY, QUEUES, type QueueName } from './queues';
import { transactionExecutor } from './transaction-executor';

/** An arbitrary constant (like the migrations' lock). */
const JOBS_SETUP_LOCK = 725_041_194;

export interface SendOptions {
  /** Seconds from now, by the shop's clock (so a test that moves the clock moves the schedule). */
  startAfterSeconds?: number;
  retryLimit?: number;
  /** A transaction to enqueue in: the job exists only if it commits. */
  db?: Db;
  /** One job per key and time slot of this many seconds, whoever sends it (pg-boss's singleton). */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds: number;
}

/**
 * The API's background jobs on pg-boss, in the API's own database (PGlite or PostgreSQL) through
 * `executor`: no second connection pool, and the embedded database works too. Jobs are rows, so they
 * survive restarts; workers in several API processes share them (SKIP LOCKED), each job runs once at
 * a time; a handler that throws is retried with backoff. A job may still run twice (a process killed
 * after the work, before completing the job): handlers make their effect conditional.
 */
export class JobQueue {
  private readonly workers: string[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {}

  static async start(database: Database, options: JobQueueOptions, onError: (error: Error) => void) {
    // No cron here (schedule: false); maintenance (expiring stuck jobs, archiving) stays on.
    const boss = new PgBoss({ db: database.jobsSql, schedule: false, supervise: true, migrate: true });
    boss.on('error', onError);
    // Replicas starting together on a new database would race to create pg-boss's schema and queues:
    // they take turns on an advisory lock held by one connection meanwhile.
    await database.withConnection(async (connection) => {
      await connection.rows('SELECT pg_advisory_lock($1)', [JOBS_SETUP_LOCK]);
      try {
        await boss.start();
        for (const name of Object.values(QUEUES)) await boss.createQueue(name);
      } finally {
        await connection.rows('SELECT pg_advisory_unlock($1)', [JOBS_SETUP_LOCK]);
      }
    });
    return new JobQueue(boss, options);
  }

  async send<T extends object>(queue: QueueName, data: T, options: SendOptions = {}): Promise<string | null> {
    const delayMs = Math.max(0, (options.startAfterSeconds ?? 0) * 1000);
    return this.boss.send(queue, data, {
      ...DEFAULT_RETRY,
      // An instant (ISO, UTC), not seconds: inside a transaction each use of the parameter is typed on
      // its own (see drizzleQuery), and only an instant reads as both text and a timestamp.
      ...(delayMs > 0 && { startAfter: new Date(Date.now() + delayMs).toISOString() }),
      retryLimit: options.retryLimit ?? DEFAULT_RETRY.retryLimit,
      ...(options.singletonKey && { singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds }),
      db: options.db ? transactionExecutor(options.db) : undefined,
    } as PgBoss.SendOptions);
  }

  async work<T extends object>(queue: QueueName, handler: JobHandler<T>): Promise<void> {
    const id = await this.boss.work<T>(
      queue,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => handler({ id: job.id, data: job.data, retryCount: job.retryCount }),
    );
    this.workers.push(id);
  }

  /** The state of one job (created, retry, active, completed, failed, ...), for tests and support. */
  async stateOf(queue: QueueName, id: string): Promise<string | undefined> {
    return (await this.boss.getJobById(queue, id))?.state;
  }

  /** Stops polling; jobs in progress are given back to the queue (failed, so retried). */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
  }
}
