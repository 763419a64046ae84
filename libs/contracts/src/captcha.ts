import * as v from 'valibot';

/**
 * The two captcha providers of spec 2 section 8: Cloudflare Turnstile (login error 80000, widget
 * error "Cloudflare captcha error") and Google reCAPTCHA (80001, "Error reCAPTCHA").
 */
export const CAPTCHA_PROVIDERS = ['cloudflare', 'google'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The path, under the API prefix, where the shop's own test provider issues tokens (test mode only). */
export const CAPTCHA_TEST_TOKEN_PATH = '/captcha-test/token';

/**
 * A unit's captcha: the provider and its public site key. `test` is set by the server, never by an
 * operator: true when the server holds no secret for the provider, so the shop's own test provider
 * issues single-use tokens (at CAPTCHA_TEST_TOKEN_PATH) and the server checks them instead.
 */
export const CaptchaSettingsSchema = v.object({
  provider: v.picklist(CAPTCHA_PROVIDERS, 'Invalid or missing captchaProvider'),
  siteKey: v.pipe(v.string(), v.maxLength(200)),
  test: v.optional(v.boolean(), false),
});
export type CaptchaSettings = v.InferOutput<typeof CaptchaSettingsSchema>;

/** The test provider's answer: a token the form sends as captchaToken. */
export const CaptchaTestTokenSchema = v.object({ token: v.string(), expiresIn: v.number() });
