import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import { MemoryStore } from './memory-store';
import { findUser, PROVIDERS, type ProviderKey } from './test-users';

/** The shop's client at every stand-in provider. */
export const CLIENT_ID = 'giftshop';
/** {shop origin}[/{buId}]/auth/oauth/callback: the shop's callback page, with or without a unit prefix. */
const CALLBACK_PATH = /^(\/[A-Za-z0-9_-]{1,32})?\/auth\/oauth\/callback$/;

export interface ProviderOptions {
  /** http://host:port/google: the issuer, with the provider's path. */
  issuer: string;
  clientSecret: string;
  /** Origins the shop runs on: the callback pages there are the client's redirect URIs. */
  shopOrigins: readonly string[];
}

/**
 * One stand-in provider: a real OpenID Connect provider (oidc-provider) with one confidential client
 * (the shop: client_secret_basic, authorization code, PKCE S256 required), its test users, and an
 * interaction page of our own (sandbox-server.ts) instead of the library's development pages.
 */
export function createProvider(key: ProviderKey, options: ProviderOptions): Provider {
  const mountPath = new URL(options.issuer).pathname;
  // A fresh signing key per start: the shop reads it from the provider's JWKS at each sign-in.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `${key}-${randomBytes(4).toString('hex')}`,
    alg: 'ES256',
    use: 'sig',
  };
  const store = new MemoryStore();
  const provider = new Provider(options.issuer, {
    adapter: store.adapterFor,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: options.shopOrigins.map((origin) => `${origin}/auth/oauth/callback`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    async findAccount(_ctx: unknown, sub: string) {
      const user = findUser(key, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: user.emailVerified,
          name: `${user.givenName} ${user.familyName}`,
          given_name: user.givenName,
          family_name: user.familyName,
        }),
      };
    },
    renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body><main><h1>${PROVIDERS[key].name} (sandbox): the sign-in cannot go on</h1>
<p>${escape(out.error ?? 'error')}: ${escape(out.error_description ?? '')}</p></main></body></html>`;
    },
  });
  // The shop serves every unit under its own prefix: any unit's callback page on a shop origin is
  // the client's (a real provider would list each one).
  provider.Client.prototype.redirectUriAllowed = function allowed(value: string): boolean {
    try {
      const url = new URL(value);
      return options.shopOrigins.includes(url.origin) && CALLBACK_PATH.test(url.pathname) && !url.search && !url.hash;
    } catch {
      return false;
    }
  };
  return provider;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
