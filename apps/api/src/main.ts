import { createApiServer } from './server';

/**
 * Standalone API: PORT (default 3333), HOST (default 127.0.0.1); DATABASE_URL selects PostgreSQL,
 * else the embedded database lives in PGLITE_DATA_DIR (default <repo>/.data/pglite).
 */
async function start(): Promise<void> {
  const port = Number(process.env.PORT ?? 3333);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await createApiServer({ logger: process.env.API_LOG !== '0', dataDir: process.env.PGLITE_DATA_DIR });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port, host });
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
