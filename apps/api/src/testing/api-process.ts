import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseLocation } from '../db/database';
import type { RateLimitSettings } from '../http/rate-limits';
import { createTestDatabase } from './test-database';
import { findWorkspaceRoot } from '../workspace-paths';

export interface ApiProcess {
  /** e.g. http://127.0.0.1:40123/api */
  baseUrl: string;
  child: ChildProcess;
  /** Ends the process the hard way (no shutdown work), as a crash or the OOM killer would. */
  kill(): Promise<void>;
  /** Closes the server and waits for the process to exit. */
  stop(): Promise<void>;
}

/** Where the API keeps its data: a PostgreSQL database, or a folder of the embedded one. */
export type ApiProcessDatabase = { databaseUrl: string } | { pgliteDataDir: string };

const START_TIMEOUT_MS = 60_000;
const workspaceRoot = findWorkspaceRoot();

/**
 * Starts the API from source in a child process (compiled on the fly, like the benches), on the given
 * database, and resolves once it listens. Several processes may share one PostgreSQL database.
 */
export async function startApiProcess(
  database: ApiProcessDatabase,
  options: { clockOffsetMs?: number; rateLimits?: Partial<RateLimitSettings> } = {},
): Promise<ApiProcess> {
  const child = fork(path.join(workspaceRoot, 'apps/api/src/testing/api-process-main.ts'), [], {
    execArgv: ['-r', path.join(workspaceRoot, 'tools/bench/ts-register.cjs')],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: 'databaseUrl' in database ? database.databaseUrl : '',
      PGLITE_DATA_DIR: 'pgliteDataDir' in database ? database.pgliteDataDir : '',
      TEST_CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
      // Limits a suite tightens over the generous ones (JSON of RateLimitSettings groups).
      TEST_RATE_LIMITS: JSON.stringify(options.rateLimits ?? {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API process did not start in time')), START_TIMEOUT_MS);
    child.once('message', (message: { baseUrl: string }) => {
      clearTimeout(timer);
      resolve(message.baseUrl);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process exited with ${code} before it listened`));
    });
  });
  return {
    baseUrl,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.send('stop');
      await exited;
    },
  };
}

/**
 * A fresh database for API processes of one suite: a new PostgreSQL database when TEST_DATABASE_URL is
 * set (several processes may share it), else a PGlite folder in a temporary directory (one process at a
 * time). `location` opens it from the suite itself once the processes are stopped.
 */
export async function processTestDatabase(
  prefix: string,
): Promise<{ location: DatabaseLocation; apiDatabase: ApiProcessDatabase; cleanUp(): Promise<void> }> {
  const database = await createTestDatabase();
  if (database.location.kind === 'postgres')
    return { location: database.location, apiDatabase: { databaseUrl: database.location.url }, cleanUp: database.drop };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const dataDir = path.join(folder, 'pglite');
  return {
    location: { kind: 'pglite', dataDir },
    apiDatabase: { pgliteDataDir: dataDir },
    cleanUp: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}
