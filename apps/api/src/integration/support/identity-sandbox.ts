import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { findWorkspaceRoot } from '../../workspace-paths';

const workspaceRoot = findWorkspaceRoot();

export interface RunningIdentitySandbox {
  url: string;
  stop(): Promise<void>;
}

/**
 * The identity sandbox (apps/identity-sandbox) in its own process, from source, on a free loopback
 * port, for a shop at `shopUrl`; OIDC_SANDBOX_URL and OIDC_SANDBOX_SECRET are set in this process's
 * environment, where the API reads them at each sign-in.
 */
export async function startIdentitySandbox(shopUrl: string): Promise<RunningIdentitySandbox> {
  const secret = randomBytes(24).toString('base64url');
  const child: ChildProcess = fork(path.join(workspaceRoot, 'apps/identity-sandbox/src/main.ts'), [], {
    cwd: workspaceRoot,
    execArgv: ['-r', path.join(workspaceRoot, 'tools/bench/ts-register.cjs')],
    env: {
      ...process.env,
      OIDC_SANDBOX_PORT: '0',
      OIDC_SANDBOX_HOST: '127.0.0.1',
      OIDC_SANDBOX_SECRET: secret,
      SHOP_PUBLIC_URL: shopUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the identity sandbox did not start in time')), 30_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Identity sandbox listening on (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the identity sandbox exited with ${code}`));
    });
  });
  process.env.OIDC_SANDBOX_URL = url;
  process.env.OIDC_SANDBOX_SECRET = secret;
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A PKCE pair as the page makes it: a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * A browser at the provider: follows its redirects with its cookies, picks a test user (or cancels)
 * on the sign-in page, and answers the address the provider sends it back to at the shop.
 */
export async function signInAtProvider(authorizationUrl: string, choice: { sub: string } | 'cancel'): Promise<string> {
  const cookies = new Map<string, string>();
  const shopOrigin = (url: string) => !url.startsWith(new URL(authorizationUrl).origin);
  const visit = async (url: string, form?: URLSearchParams): Promise<string> => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) return new URL(location, url).href;
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    return url;
  };
  let url = await visit(authorizationUrl);
  // To the sign-in page (its own address answers 200).
  while (!url.includes('/interaction/')) url = await visit(url);
  const page = await visit(url);
  let next =
    choice === 'cancel'
      ? await visit(`${page}/abort`, new URLSearchParams({ uid: page.split('/').pop() ?? '' }))
      : await visit(`${page}/login`, new URLSearchParams({ sub: choice.sub }));
  while (!shopOrigin(next)) next = await visit(next);
  return next;
}
