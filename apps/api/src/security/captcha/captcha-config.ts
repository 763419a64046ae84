import type { ApiErrorName, CaptchaProvider } from '@shop/contracts';

/** What the server holds for one provider: its secret, and where to verify tokens. */
export interface ProviderSecret {
  secret: string;
  /** The provider's siteverify URL; tests point it at a local stand-in. */
  verifyUrl?: string;
}

/** Secrets per provider; a provider without one runs the shop's own test provider. */
export type CaptchaOptions = Partial<Record<CaptchaProvider, ProviderSecret>>;

/** The providers' own verification endpoints (Cloudflare Turnstile, Google reCAPTCHA). */
export const SITEVERIFY_URLS: Readonly<Record<CaptchaProvider, string>> = {
  cloudflare: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  google: 'https://www.google.com/recaptcha/api/siteverify',
};

/** Spec 2 section 8: 80000 for one captcha kind (Cloudflare), 80001 for the other (Google). */
export const CAPTCHA_FAILURE: Readonly<Record<CaptchaProvider, ApiErrorName>> = {
  cloudflare: 'CAPTCHA_TURNSTILE',
  google: 'CAPTCHA_RECAPTCHA',
};

/**
 * CAPTCHA_CLOUDFLARE_SECRET / CAPTCHA_GOOGLE_SECRET, with CAPTCHA_CLOUDFLARE_VERIFY_URL /
 * CAPTCHA_GOOGLE_VERIFY_URL to override where tokens are verified.
 */
export function captchaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaOptions {
  const options: CaptchaOptions = {};
  if (env.CAPTCHA_CLOUDFLARE_SECRET) {
    options.cloudflare = {
      secret: env.CAPTCHA_CLOUDFLARE_SECRET,
      verifyUrl: env.CAPTCHA_CLOUDFLARE_VERIFY_URL || undefined,
    };
  }
  if (env.CAPTCHA_GOOGLE_SECRET) {
    options.google = { secret: env.CAPTCHA_GOOGLE_SECRET, verifyUrl: env.CAPTCHA_GOOGLE_VERIFY_URL || undefined };
  }
  return options;
}
