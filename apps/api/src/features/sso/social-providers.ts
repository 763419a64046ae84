import type { SocialLoginType } from '@shop/contracts';
import * as oidc from 'openid-client';

/** Where an OpenID provider is and the shop's client there. */
export interface SocialProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The identity sandbox's default origin (README: the serve line starts it on port 4500, this machine only). */
export const DEFAULT_OIDC_SANDBOX_URL = 'http://127.0.0.1:4500';
/** The shop's client at each of the sandbox's providers. */
export const SANDBOX_CLIENT_ID = 'giftshop';
/** The sandbox serves one provider per social login type, each its own issuer below its origin. */
export const SANDBOX_PROVIDER_PATHS: Record<SocialLoginType, string> = {
  GOOGLE: '/google',
  FB: '/facebook',
  APPLE: '/apple',
};
const CALL_TIMEOUT_S = 10;

/**
 * A provider's settings from the environment, read per call (a test or the serve line may start the
 * sandbox after the API): OIDC_<TYPE>_ISSUER, _CLIENT_ID and _CLIENT_SECRET name a real provider
 * (TYPE: GOOGLE, FB, APPLE); otherwise the identity sandbox at OIDC_SANDBOX_URL with OIDC_SANDBOX_SECRET.
 * Null when neither is configured: that sign-in is then unavailable.
 */
export function socialProviderSettings(type: SocialLoginType): SocialProviderSettings | null {
  const env = process.env;
  const issuer = env[`OIDC_${type}_ISSUER`];
  const clientId = env[`OIDC_${type}_CLIENT_ID`];
  const clientSecret = env[`OIDC_${type}_CLIENT_SECRET`];
  if (issuer && clientId && clientSecret) return { issuer, clientId, clientSecret };
  if (!env.OIDC_SANDBOX_SECRET) return null;
  const origin = (env.OIDC_SANDBOX_URL ?? DEFAULT_OIDC_SANDBOX_URL).replace(/\/$/, '');
  return {
    issuer: `${origin}${SANDBOX_PROVIDER_PATHS[type]}`,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: env.OIDC_SANDBOX_SECRET,
  };
}

/** The provider cannot be reached or is not configured. */
export class ProviderUnreachable extends Error {}

/**
 * The social providers' OpenID configurations (discovery documents), fetched once per provider and
 * kept; a failed discovery is tried again on the next sign-in.
 */
export class SocialProviders {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    private readonly settings: (type: SocialLoginType) => SocialProviderSettings | null = socialProviderSettings,
  ) {}

  async configuration(type: SocialLoginType): Promise<oidc.Configuration> {
    const settings = this.settings(type);
    if (!settings) throw new ProviderUnreachable(`${type} sign-in is not configured`);
    const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`;
    let configuration = this.configurations.get(key);
    if (!configuration) {
      configuration = discover(settings);
      this.configurations.set(key, configuration);
      configuration.catch(() => this.configurations.delete(key));
    }
    try {
      return await configuration;
    } catch (error) {
      throw new ProviderUnreachable(`${type} discovery failed: ${(error as Error).message}`);
    }
  }
}

async function discover(settings: SocialProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // The sandbox speaks plain HTTP on this machine; real providers are HTTPS only.
  const insecure = issuer.protocol === 'http:';
  return oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    // Kept by the configuration for every later call (token, userinfo) too.
    timeout: CALL_TIMEOUT_S,
  });
}
