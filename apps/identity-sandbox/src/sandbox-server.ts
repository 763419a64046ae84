import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { page, portalPage, signInPage } from './pages';
import { LINK_LIFETIME_S, PORTAL_CUSTOMERS, SHOP_PAGES, signPortalToken, type PortalSettings } from './portal';
import { createProvider } from './providers';
import { findUser, PROVIDER_KEYS, PROVIDERS, TEST_USERS, type ProviderKey } from './test-users';

export interface IdentitySandboxOptions {
  /** The shop's client secret at every provider (the shop's OIDC_SANDBOX_SECRET). */
  clientSecret: string;
  /** Origins the shop runs on: its callback pages and the portal's return addresses must be there. */
  shopOrigins: readonly string[];
  /** The demo units' portals (tools/seed/sso-portals.json), by unit id. */
  portals: Record<string, PortalSettings>;
  /** The origin browsers and the shop reach the sandbox at; default: http://{host}:{port} it listens on. */
  publicUrl?: string;
  /** The shop's path that leads back to this sandbox (serve-shop's /identity-sandbox), for the portal's back_url. */
  shopPrefix?: string;
}

export interface IdentitySandbox {
  /** Listens and answers the sandbox's origin, e.g. http://127.0.0.1:4500. */
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

const MAX_FORM_BYTES = 16 * 1024;
/** The brand names the portal page shows, by unit. */
const BRANDS: Record<string, string> = { '250': 'Maison Cadeaux', '150': 'EuroGift' };

/**
 * The identity sandbox: three stand-in OpenID Connect providers (/google, /facebook, /apple; real
 * oidc-provider instances with their test users) and a brand portal (/portal/{buId}) that signs
 * single sign-on links. One origin, one process, beside the shop like the payment sandbox.
 */
export function createIdentitySandbox(options: IdentitySandboxOptions): IdentitySandbox {
  const providers = new Map<ProviderKey, Provider>();
  let origin = '';
  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error('identity sandbox:', error);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Sandbox error');
      else response.end();
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const [, first = '', ...rest] = url.pathname.split('/');
    if (url.pathname === '/') return sendPage(response, 200, 'Identity sandbox', indexBody());
    if (first === 'portal') return portal(request, response, url, rest);
    const key = PROVIDER_KEYS.find((name) => name === first);
    const provider = key && providers.get(key);
    if (!key || !provider) return sendPage(response, 404, 'Not found', '<h1>Not found</h1>');
    if (rest[0] === 'interaction' && rest[1]) return interaction(key, provider, request, response, rest);
    // The provider's own endpoints, below its issuer's path (as a mounted app sees them).
    const inner = request as IncomingMessage & { originalUrl?: string };
    inner.originalUrl = request.url;
    request.url = (request.url ?? '/').slice(first.length + 1) || '/';
    provider.callback()(request, response);
  }

  async function interaction(
    key: ProviderKey,
    provider: Provider,
    request: IncomingMessage,
    response: ServerResponse,
    rest: string[],
  ): Promise<void> {
    const details = await provider.interactionDetails(request, response).catch(() => null);
    if (!details || details.uid !== rest[1]) {
      return sendPage(
        response,
        400,
        'Sign-in expired',
        '<h1>This sign-in has expired. Start again from the shop.</h1>',
      );
    }
    const action = `/${key}/interaction/${details.uid}`;
    if (request.method === 'GET' && !rest[2]) {
      return sendPage(
        response,
        200,
        `Sign in with ${PROVIDERS[key].name}`,
        signInPage(PROVIDERS[key].name, details.uid, action, TEST_USERS[key]),
      );
    }
    if (request.method === 'POST' && rest[2] === 'abort') {
      await readForm(request);
      return provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in',
      });
    }
    if (request.method === 'POST' && rest[2] === 'login') {
      const user = findUser(key, (await readForm(request)).get('sub') ?? '');
      if (!user) return sendPage(response, 400, 'Unknown user', '<h1>Unknown test user</h1>');
      const grant = new provider.Grant({ accountId: user.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: user.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }
    return sendPage(response, 405, 'Not allowed', '<h1>Not allowed</h1>');
  }

  async function portal(request: IncomingMessage, response: ServerResponse, url: URL, rest: string[]): Promise<void> {
    const buId = rest[0] ?? '';
    const settings = options.portals[buId];
    const customers = PORTAL_CUSTOMERS[buId] ?? [];
    if (!settings || !customers.length) return sendPage(response, 404, 'Not found', '<h1>No such portal</h1>');
    const action = `/portal/${buId}`;
    const brand = BRANDS[buId] ?? `Unit ${buId}`;
    const show = (returnUrl: string, status = 200, error?: string) =>
      sendPage(
        response,
        status,
        `${brand} portal`,
        portalPage({ brand, buId, action, returnUrl, customers, pages: SHOP_PAGES, error }),
      );
    if (request.method === 'GET') return show(url.searchParams.get('return') ?? '');
    if (request.method !== 'POST') return sendPage(response, 405, 'Not allowed', '<h1>Not allowed</h1>');
    const form = await readForm(request);
    const landing = landingOf(form.get('return') ?? '', buId);
    if (!landing) return show('', 400, 'The shop address to return to is not one of the shop.');
    const customer = customers[Number(form.get('customer') ?? 0)] ?? customers[0];
    const jwt = await signPortalToken(settings, {
      buId,
      customer,
      lifetimeS: form.get('validity') === 'expired' ? -1 : LINK_LIFETIME_S,
      backUrl: options.shopPrefix ? `${options.shopPrefix}/portal/${buId}` : undefined,
    });
    landing.searchParams.set('jwt', jwt);
    const pageName = form.get('page') ?? '';
    if ((SHOP_PAGES as readonly string[]).includes(pageName)) landing.searchParams.set('page', pageName);
    const item = form.get('item') ?? '';
    if (/^[A-Za-z0-9_-]{1,40}$/.test(item)) landing.searchParams.set('item', item);
    response.writeHead(303, { Location: landing.href, 'Cache-Control': 'no-store' }).end();
  }

  /** The shop's /{buId}/sso page to send the visitor to: the given one when it is the shop's, else the first origin's. */
  function landingOf(returnUrl: string, buId: string): URL | null {
    if (!returnUrl) return new URL(`${options.shopOrigins[0]}/${buId}/sso`);
    try {
      const url = new URL(returnUrl);
      return options.shopOrigins.includes(url.origin) && /\/sso$/.test(url.pathname)
        ? new URL(url.origin + url.pathname)
        : null;
    } catch {
      return null;
    }
  }

  function indexBody(): string {
    const providerLinks = PROVIDER_KEYS.map(
      (key) =>
        `<li>${PROVIDERS[key].name}: issuer <code>${origin}/${key}</code> (${TEST_USERS[key].length} test users)</li>`,
    ).join('');
    const portalLinks = Object.keys(options.portals)
      .map((buId) => `<li><a href="/portal/${buId}">${BRANDS[buId] ?? `Unit ${buId}`} portal (unit ${buId})</a></li>`)
      .join('');
    return `<div class="panel"><h1>Identity sandbox</h1><h2>OpenID Connect providers</h2><ul>${providerLinks}</ul>
<h2>Brand portals (single sign-on)</h2><ul>${portalLinks}</ul></div>`;
  }

  return {
    async listen({ port, host }) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      origin = (options.publicUrl ?? `http://${host}:${address.port}`).replace(/\/$/, '');
      for (const key of PROVIDER_KEYS) {
        providers.set(
          key,
          createProvider(key, {
            issuer: `${origin}/${key}`,
            clientSecret: options.clientSecret,
            shopOrigins: options.shopOrigins,
          }),
        );
      }
      return origin;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
}

function sendPage(response: ServerResponse, status: number, title: string, body: string): void {
  const nonce = randomBytes(16).toString('base64');
  send(response, status, 'text/html; charset=utf-8', page(title, nonce, body), {
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action *; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
