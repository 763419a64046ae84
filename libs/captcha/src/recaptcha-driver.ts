import { CaptchaFailure } from './captcha-failure';
import { loadScript } from './load-script';
import type { WidgetDriver } from './widget-provider';

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The part of Google reCAPTCHA v2's browser API used here (developers.google.com/recaptcha). */
export interface RecaptchaApi {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
  }
}

/** reCAPTCHA's hl codes: 'zh-CN' for Simplified Chinese, else the shop's code. */
export function recaptchaLanguage(language: string): string {
  return language === 'zc' ? 'zh-CN' : language;
}

/**
 * Google reCAPTCHA v2, invisible: execute() runs the check, which answers with a token or shows
 * Google's challenge. A script that loads without defining grecaptcha is the spec's "Google
 * Captcha JS file not loaded".
 */
export function recaptchaDriver({
  siteKey,
  language,
  win = window,
}: {
  siteKey: string;
  language: string;
  win?: Window;
}): WidgetDriver {
  let widgetId: number | undefined;
  let holder: HTMLElement | undefined;
  const api = () => win.grecaptcha;
  return {
    async mount(container, handlers) {
      const query = new URLSearchParams({ render: 'explicit', hl: recaptchaLanguage(language) });
      const src = `${RECAPTCHA_SCRIPT_URL}?${query}`;
      await loadScript(src, win.document).catch(() => {
        throw new CaptchaFailure('googleScript', 'script');
      });
      const grecaptcha = api();
      if (!grecaptcha) throw new CaptchaFailure('googleScript', 'script');
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      // reCAPTCHA renders into an element it owns; a child keeps the container reusable.
      holder = win.document.createElement('div');
      container.appendChild(holder);
      widgetId = grecaptcha.render(holder, {
        sitekey: siteKey,
        size: 'invisible',
        badge: 'inline',
        callback: (token: string) => handlers.onToken(token),
        'error-callback': () => handlers.onError('network'),
        'expired-callback': () => handlers.onExpired(),
      });
    },
    execute() {
      if (widgetId !== undefined) api()?.execute(widgetId);
    },
    reset() {
      if (widgetId !== undefined) api()?.reset(widgetId);
    },
    remove() {
      holder?.remove();
      holder = undefined;
      widgetId = undefined;
    },
  };
}
