import * as v from 'valibot';
import { CaptchaSettingsSchema } from '@shop/contracts';
import { CaptchaFailure } from './captcha-failure';
import type { CaptchaFailureListener, CaptchaProvider, Sleep } from './captcha-provider';
import { recaptchaDriver } from './recaptcha-driver';
import { createTestCaptchaProvider } from './test-provider';
import { turnstileDriver } from './turnstile-driver';
import { createWidgetProvider } from './widget-provider';

export interface CaptchaEnvironment {
  /** Where a widget renders; needed for the real providers only. */
  container?: HTMLElement | null;
  /** The page's language, for the widget's texts. */
  language: string;
  apiBaseUrl?: string;
  onFailure?: CaptchaFailureListener;
  fetch?: typeof fetch;
  sleep?: Sleep;
  retryIntervalMs?: number;
}

/** A provider that only ever fails: the unit's captcha settings are unusable. */
function brokenProvider(failure: CaptchaFailure, onFailure?: CaptchaFailureListener): CaptchaProvider {
  return {
    async getToken() {
      onFailure?.(failure);
      throw failure;
    },
    reset: () => undefined,
    destroy: () => undefined,
  };
}

/**
 * The unit's captcha: the shop's test provider when the server checks test tokens
 * (`settings.test`), else Cloudflare Turnstile or Google reCAPTCHA in the given container.
 * Settings that name no known provider give "Invalid or missing captchaProvider".
 */
export function createCaptchaProvider(settings: unknown, env: CaptchaEnvironment): CaptchaProvider {
  const parsed = v.safeParse(CaptchaSettingsSchema, settings);
  if (!parsed.success) return brokenProvider(new CaptchaFailure('config', 'captchaProvider'), env.onFailure);
  const captcha = parsed.output;
  const retry = { sleep: env.sleep, intervalMs: env.retryIntervalMs };
  if (captcha.test) {
    return createTestCaptchaProvider({
      settings: captcha,
      apiBaseUrl: env.apiBaseUrl,
      fetch: env.fetch,
      onFailure: env.onFailure,
      ...retry,
    });
  }
  if (!env.container) return brokenProvider(new CaptchaFailure(captcha.provider, 'no-container'), env.onFailure);
  const driver =
    captcha.provider === 'cloudflare'
      ? turnstileDriver({ siteKey: captcha.siteKey, language: env.language })
      : recaptchaDriver({ siteKey: captcha.siteKey, language: env.language });
  return createWidgetProvider({
    kind: captcha.provider,
    driver,
    container: env.container,
    onFailure: env.onFailure,
    retryIntervalMs: env.retryIntervalMs,
  });
}
