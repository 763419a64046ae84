// The identity sandbox next to the shop (apps/identity-sandbox, built to dist/apps/identity-sandbox): the
// stand-in OpenID providers of social sign-in (Google, Facebook, Apple) and the demo brands' portal, on
// its own origin and port (OIDC_SANDBOX_PORT, default 4500), this machine only unless OIDC_SANDBOX_HOST
// says otherwise. The shop's API reaches it at OIDC_SANDBOX_URL with the client secret OIDC_SANDBOX_SECRET;
// both are set here for the API in this process (a fresh secret per start unless given).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distDir, workspaceRoot } from '../shop-apps.mjs';

const require = createRequire(import.meta.url);

/** The shop's path that leads to the sandbox: the demo units' portal sign-in pages (sso.loginUrl) use it. */
export const SANDBOX_SHOP_PREFIX = '/identity-sandbox';

/**
 * Starts the sandbox unless OIDC_SANDBOX_URL already names one; answers it (or null). `ephemeral` (a shop
 * on a free port with a throwaway database, as the journeys start it): a free port too.
 * @param {{ shopUrl: string, ephemeral?: boolean }} options
 */
export async function startIdentitySandbox({ shopUrl, ephemeral = false }) {
  if (process.env.OIDC_SANDBOX_URL) return null;
  const entry = path.join(distDir, 'apps/identity-sandbox/index.js');
  if (!fs.existsSync(entry)) {
    // The shop still serves everything else; social sign-in answers 10100 until the sandbox runs.
    console.warn(`No identity sandbox build at ${entry} ("npm run build" makes it): social sign-in is off.`);
    return null;
  }
  const { createIdentitySandbox } = require(entry);
  const secret = process.env.OIDC_SANDBOX_SECRET ?? randomBytes(24).toString('base64url');
  const portalsFile = path.join(workspaceRoot, 'tools/seed/sso-portals.json');
  const sandbox = createIdentitySandbox({
    clientSecret: secret,
    shopOrigins: [new URL(shopUrl).origin],
    portals: JSON.parse(fs.readFileSync(portalsFile, 'utf8')).portals,
    publicUrl: process.env.OIDC_SANDBOX_PUBLIC_URL,
    shopPrefix: SANDBOX_SHOP_PREFIX,
  });
  const port = Number(process.env.OIDC_SANDBOX_PORT ?? (ephemeral ? 0 : 4500));
  const address = await sandbox.listen({ port, host: process.env.OIDC_SANDBOX_HOST ?? '127.0.0.1' });
  process.env.OIDC_SANDBOX_URL = address;
  process.env.OIDC_SANDBOX_SECRET = secret;
  return sandbox;
}

/**
 * /identity-sandbox/* on the shop's origin redirects to the sandbox (its port is chosen at start, so the
 * demo units' seed names this path instead, e.g. sso.loginUrl /identity-sandbox/portal/250).
 * @param {import('fastify').FastifyInstance} app
 */
export function registerSandboxRedirect(app) {
  app.get(`${SANDBOX_SHOP_PREFIX}/*`, async (request, reply) => {
    const origin = process.env.OIDC_SANDBOX_PUBLIC_URL ?? process.env.OIDC_SANDBOX_URL;
    if (!origin) return reply.code(404).type('text/plain').send('The identity sandbox is not running.');
    const rest = request.url.slice(SANDBOX_SHOP_PREFIX.length);
    return reply.header('Cache-Control', 'no-store').redirect(`${origin.replace(/\/$/, '')}${rest}`, 302);
  });
}
