#!/usr/bin/env node
// Serves the built shop and its API: node tools/serve/serve-shop.mjs [--port 4200] [--host 127.0.0.1]
// [--manifest file] [--data-dir folder] [--dev-mailbox] [--seed-demo]
import { parseArgs } from 'node:util';
import { registerSandboxRedirect, startIdentitySandbox } from './identity-sandbox.mjs';
import { startPspSandbox } from './psp-sandbox.mjs';
import { createShopServer } from './shop-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4200' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    manifest: { type: 'string' },
    // The embedded database's folder ('memory://' for a throwaway one); DATABASE_URL selects PostgreSQL.
    'data-dir': { type: 'string' },
    // Development only: serves /api/dev/mailbox (the emails and SMS sent; JSON at /api/dev/outbox) to
    // loopback clients.
    // Without the flag SHOP_DEV_MAILBOX=1 decides.
    'dev-mailbox': { type: 'boolean', default: false },
    // Seeds the demo units, catalogues and accounts into an empty PostgreSQL too (SHOP_SEED_DEMO=1).
    'seed-demo': { type: 'boolean', default: false },
  },
});

const shopUrl = process.env.SHOP_PUBLIC_URL ?? `http://localhost:${values.port}`;
// The stand-in payment provider the shop's payments go to (docs/api.md, "Money flow").
const sandbox = await startPspSandbox({
  shopUrl,
  ephemeral: values.port === '0' || values['data-dir'] === 'memory://',
});
// The stand-in identity services: social sign-in's OpenID providers and the brands' portal (docs/api.md).
const identitySandbox = await startIdentitySandbox({
  shopUrl,
  ephemeral: values.port === '0' || values['data-dir'] === 'memory://',
});
const app = await createShopServer({
  logger: { level: 'warn' },
  // Behind a reverse proxy (tools/cluster, docs/deploy.md): its address, e.g. 127.0.0.1. Never set it without
  // one: a client could then name itself in X-Forwarded-For.
  trustProxy: process.env.SHOP_TRUST_PROXY || false,
  ...(values.manifest ? { manifestFile: values.manifest } : {}),
  api: {
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(values['dev-mailbox'] ? { devOutbox: true } : {}),
    ...(values['seed-demo'] ? { seedDemo: true } : {}),
    shopUrl,
  },
});
registerSandboxRedirect(app);
const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(
  `The shop is open at ${address.replace('127.0.0.1', 'localhost')}/ ` +
    '(unit 97; /250/ and /150/ for the other demo brands)',
);
if (sandbox) console.log(`The payment sandbox (test cards in docs/api.md) is at ${process.env.PSP_SANDBOX_URL}/`);
if (identitySandbox) {
  console.log(`The identity sandbox (test users in docs/api.md) is at ${process.env.OIDC_SANDBOX_URL}/`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(
    signal,
    () => void Promise.all([app.close(), sandbox?.close(), identitySandbox?.close()]).then(() => process.exit(0)),
  );
}
