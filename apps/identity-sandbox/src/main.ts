import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIdentitySandbox } from './sandbox-server';

/**
 * The identity sandbox alone: OIDC_SANDBOX_PORT (default 4500), OIDC_SANDBOX_HOST (default 127.0.0.1:
 * this machine only), OIDC_SANDBOX_SECRET (the shop's client secret, required), OIDC_SANDBOX_PUBLIC_URL
 * (the origin browsers use), SHOP_PUBLIC_URL (the shop's origin, default http://localhost:4200),
 * OIDC_SANDBOX_PORTALS (the demo portals' keys, default tools/seed/sso-portals.json from the working
 * folder). Prints "Identity sandbox listening on <url>" once ready.
 */
async function start(): Promise<void> {
  const clientSecret = process.env.OIDC_SANDBOX_SECRET;
  if (!clientSecret) throw new Error('Set OIDC_SANDBOX_SECRET (the secret the shop API uses too)');
  const portalsFile = process.env.OIDC_SANDBOX_PORTALS ?? join(process.cwd(), 'tools/seed/sso-portals.json');
  const { portals } = JSON.parse(readFileSync(portalsFile, 'utf8'));
  const shopOrigin = new URL(process.env.SHOP_PUBLIC_URL ?? 'http://localhost:4200').origin;
  const sandbox = createIdentitySandbox({
    clientSecret,
    shopOrigins: [shopOrigin],
    portals,
    publicUrl: process.env.OIDC_SANDBOX_PUBLIC_URL,
  });
  const address = await sandbox.listen({
    port: Number(process.env.OIDC_SANDBOX_PORT ?? 4500),
    host: process.env.OIDC_SANDBOX_HOST ?? '127.0.0.1',
  });
  console.log(`Identity sandbox listening on ${address}`);
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
