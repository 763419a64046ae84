import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { findWorkspaceRoot } from '../workspace-paths';

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  secret: string;
  stop(): Promise<void>;
}

const workspaceRoot = findWorkspaceRoot();

/**
 * The payment-provider sandbox (apps/psp-sandbox) in its own process, from source, on a free loopback
 * port with a fresh shared secret; PSP_SANDBOX_URL and PSP_SANDBOX_SECRET are set in this process's
 * environment, where the API (in this process, or a child started after) reads them.
 */
export async function startPaymentSandbox(): Promise<RunningSandbox> {
  const secret = randomBytes(24).toString('base64url');
  const child: ChildProcess = fork(path.join(workspaceRoot, 'apps/psp-sandbox/src/main.ts'), [], {
    execArgv: ['-r', path.join(workspaceRoot, 'tools/bench/ts-register.cjs')],
    env: { ...process.env, PSP_SANDBOX_PORT: '0', PSP_SANDBOX_HOST: '127.0.0.1', PSP_SANDBOX_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the payment sandbox did not start in time')), 30_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/PSP sandbox listening on (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the payment sandbox exited with ${code}`));
    });
  });
  process.env.PSP_SANDBOX_URL = url;
  process.env.PSP_SANDBOX_SECRET = secret;
  return {
    url,
    secret,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser's form post to the sandbox page: answers the status and where it redirects. */
export async function submitForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location && new URL(location, url).toString(),
    body: await response.text(),
  };
}

/** The card form's fields for a test card. */
export const cardFields = (cardNumber: string) => ({
  cardholder: 'Layla Haddad',
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

export const TEST_CARD = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};
