import { openDatabase, type Database } from '../db/database';
import { startApiProcess, type ApiProcess } from './api-process';
import type { RateLimitSettings } from '../http/rate-limits';
import { GENEROUS, startTestApi } from './test-api';
import { createTestDatabase } from './test-database';

/** Two replicas' addresses (the same one twice on PGlite), their shared database, their clock. */
export interface ReplicaApis {
  baseUrls: string[];
  database: Database;
  /** The servers' clock (the in-process API's, which tests may move; else the machine's). */
  now(): number;
  close(): Promise<void>;
}

/**
 * The API as two replicas behind a load balancer see it: on PostgreSQL (TEST_DATABASE_URL) two API
 * processes sharing one fresh database (the first migrates and seeds, the second starts on it); on
 * PGlite, which has one process per database, one in-process API answering both addresses. `rateLimits`
 * tightens some groups over the suites' generous ones.
 */
export async function startReplicaApis(
  options: { rateLimits?: Partial<RateLimitSettings> } = {},
): Promise<ReplicaApis> {
  const location = await createTestDatabase();
  if (location.location.kind === 'postgres') {
    const url = location.location.url;
    const replicas: ApiProcess[] = [await startApiProcess({ databaseUrl: url }, options)];
    replicas.push(await startApiProcess({ databaseUrl: url }, options));
    const database = await openDatabase(location.location);
    return {
      baseUrls: replicas.map((replica) => replica.baseUrl),
      database,
      now: () => Date.now(),
      close: async () => {
        await database.close();
        await Promise.all(replicas.map((replica) => replica.stop()));
        await location.drop();
      },
    };
  }
  const api = await startTestApi(options.rateLimits ? { rateLimits: { ...GENEROUS, ...options.rateLimits } } : {});
  return {
    baseUrls: [api.baseUrl, api.baseUrl],
    database: api.app.shopApi.database,
    now: () => api.app.shopApi.services.now(),
    close: () => api.close(),
  };
}
