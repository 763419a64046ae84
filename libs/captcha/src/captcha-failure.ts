/**
 * Why a captcha could not give a token, after its retries: the provider's widget kept failing
 * (Cloudflare, Google), Google's script did not load, or the unit's settings name no known provider.
 */
export type CaptchaFailureKind = 'cloudflare' | 'google' | 'googleScript' | 'config';

/** The texts of spec 2 section 8, in English; pages show them translated (CAPTCHA_TEXT_KEYS). */
export const CAPTCHA_MESSAGES: Readonly<Record<CaptchaFailureKind, string>> = {
  cloudflare: 'Cloudflare captcha error',
  google: 'Error reCAPTCHA',
  googleScript: 'Google Captcha JS file not loaded',
  config: 'Invalid or missing captchaProvider',
};

/** i18n keys (auth namespace) of those texts, and of the line that carries the provider's error code. */
export const CAPTCHA_TEXT_KEYS = {
  cloudflare: 'common:captcha.cloudflareError',
  google: 'common:captcha.recaptchaError',
  googleScript: 'common:captcha.googleScriptMissing',
  config: 'common:captcha.invalidProvider',
  code: 'common:captcha.errorCode',
} as const satisfies Record<CaptchaFailureKind | 'code', string>;

export class CaptchaFailure extends Error {
  constructor(
    readonly kind: CaptchaFailureKind,
    /** The provider's error code (Turnstile's numeric codes, an HTTP status, 'network', ...). */
    readonly code: string,
  ) {
    super(`${CAPTCHA_MESSAGES[kind]} (${code})`);
    this.name = 'CaptchaFailure';
  }
}

/** One failed attempt, with the code the provider gave; retried until the retries run out. */
export class CaptchaAttemptError extends Error {
  constructor(readonly code: string) {
    super(`Captcha attempt failed (${code})`);
    this.name = 'CaptchaAttemptError';
  }
}

export function codeOf(error: unknown): string {
  if (error instanceof CaptchaAttemptError || error instanceof CaptchaFailure) return error.code;
  return 'unknown';
}
