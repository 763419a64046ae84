#!/usr/bin/env node
// Serves the built shop and its API: node tools/serve/serve-shop.mjs [--port 4200] [--host 127.0.0.1]
// [--manifest file] [--data-dir folder]
import { parseArgs } from 'node:util';
import { createShopServer } from './shop-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4200' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    manifest: { type: 'string' },
    // The embedded database's folder ('memory://' for a throwaway one); DATABASE_URL selects PostgreSQL.
    'data-dir': { type: 'string' },
  },
});

const app = await createShopServer({
  logger: { level: 'warn' },
  ...(values.manifest ? { manifestFile: values.manifest } : {}),
  api: {
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    shopUrl: process.env.SHOP_PUBLIC_URL ?? `http://localhost:${values.port}`,
  },
});
const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(`The shop is open at ${address.replace('127.0.0.1', 'localhost')}/ (unit 97; /250/ and /150/ for the other demo brands)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
