// The payment-provider sandbox next to the shop (apps/psp-sandbox, built to dist/apps/psp-sandbox): its
// own origin and port (PSP_SANDBOX_PORT, default 4400), this machine only unless PSP_SANDBOX_HOST says
// otherwise. The shop's API reaches it server to server at PSP_SANDBOX_URL with the shared secret
// PSP_SANDBOX_SECRET; both are set here for the API in this process (a fresh secret per start unless given).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distDir, workspaceRoot } from '../shop-apps.mjs';

const require = createRequire(import.meta.url);

/**
 * Starts the sandbox unless PSP_SANDBOX_URL already names a provider; answers its app (or null).
 * `ephemeral` (a shop on a free port with a throwaway database, as the journeys start it): a free port
 * too and no state file.
 * @param {{ shopUrl: string, ephemeral?: boolean }} options
 */
export async function startPspSandbox({ shopUrl, ephemeral = false }) {
  if (process.env.PSP_SANDBOX_URL) return null;
  const entry = path.join(distDir, 'apps/psp-sandbox/index.js');
  if (!fs.existsSync(entry)) {
    // The shop still serves everything else; its hosted payments answer 59007 until the sandbox runs.
    console.warn(`No PSP sandbox build at ${entry} ("npm run build" makes it): hosted payments are off.`);
    return null;
  }
  const { createSandboxServer } = require(entry);
  const secret = process.env.PSP_SANDBOX_SECRET ?? randomBytes(24).toString('base64url');
  const app = await createSandboxServer({
    secret,
    // Without it, the pages' links use the origin the API called (PSP_SANDBOX_URL).
    publicUrl: process.env.PSP_SANDBOX_PUBLIC_URL,
    // Kept across restarts, so a payment made before a restart is still answered for.
    stateFile: ephemeral ? undefined : path.join(workspaceRoot, '.data', 'psp-sandbox', 'payments.json'),
    returnOrigins: [new URL(shopUrl).origin],
  });
  const port = Number(process.env.PSP_SANDBOX_PORT ?? (ephemeral ? 0 : 4400));
  const address = await app.listen({ port, host: process.env.PSP_SANDBOX_HOST ?? '127.0.0.1' });
  process.env.PSP_SANDBOX_URL = address;
  process.env.PSP_SANDBOX_SECRET = secret;
  return app;
}
