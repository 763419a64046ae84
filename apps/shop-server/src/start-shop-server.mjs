// The shop server's command line and environment (docs/deploy.md), and its start.
import { parseArgs } from 'node:util';
import { createShopServer } from './shop-server.mjs';

/**
 * [--port 4200] [--host 127.0.0.1] [--manifest file] [--data-dir folder] [--dev-mailbox] [--seed-demo];
 * PORT, HOST, SHOP_PUBLIC_URL and SHOP_TRUST_PROXY from the environment, and the API's own variables
 * (DATABASE_URL, SHOP_CARD_SECRET, ...: docs/deploy.md).
 */
export function shopServerOptions(args = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: env.PORT ?? '4200' },
      host: { type: 'string', default: env.HOST ?? '127.0.0.1' },
      manifest: { type: 'string' },
      // The embedded database's folder ('memory://' for a throwaway one); DATABASE_URL selects PostgreSQL.
      'data-dir': { type: 'string' },
      // Development only: /api/dev/mailbox (the emails and SMS sent) for loopback clients. Without the flag
      // SHOP_DEV_MAILBOX=1 decides.
      'dev-mailbox': { type: 'boolean', default: false },
      // The demo units, catalogues and accounts, into an empty PostgreSQL too (SHOP_SEED_DEMO=1).
      'seed-demo': { type: 'boolean', default: false },
    },
  });
  return {
    port: Number(values.port),
    host: values.host,
    shopUrl: env.SHOP_PUBLIC_URL ?? `http://localhost:${values.port}`,
    // A throwaway shop (a free port or an in-memory database), as tests start it.
    ephemeral: values.port === '0' || values['data-dir'] === 'memory://',
    // Behind a reverse proxy: its address, e.g. 127.0.0.1. Never set it without one: a client could then
    // name itself in X-Forwarded-For.
    trustProxy: env.SHOP_TRUST_PROXY || false,
    manifestFile: values.manifest,
    api: {
      ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
      ...(values['dev-mailbox'] ? { devOutbox: true } : {}),
      ...(values['seed-demo'] ? { seedDemo: true } : {}),
    },
  };
}

/**
 * Creates the server, lets `beforeListen` add routes (the sandboxes' redirect of the local demo) and
 * listens; SIGINT and SIGTERM close it (requests under way finish) and then `onClose`.
 */
export async function startShopServer(options, { beforeListen, onClose } = {}) {
  const app = await createShopServer({
    logger: { level: 'warn' },
    trustProxy: options.trustProxy,
    ...(options.manifestFile ? { manifestFile: options.manifestFile } : {}),
    api: { ...options.api, shopUrl: options.shopUrl },
  });
  beforeListen?.(app);
  const address = await app.listen({ port: options.port, host: options.host });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void Promise.all([app.close(), onClose?.()]).then(() => process.exit(0)));
  }
  return { app, address };
}
