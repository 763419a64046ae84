import { CaptchaAttemptError } from './captcha-failure';
import { loadScript } from './load-script';
import type { WidgetDriver } from './widget-provider';

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The part of Cloudflare Turnstile's browser API used here (developers.cloudflare.com/turnstile). */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  execute(widgetId: string): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Turnstile's language codes: 'zh-cn' for Simplified Chinese, else the shop's code. */
export function turnstileLanguage(language: string): string {
  return language === 'zc' ? 'zh-cn' : language;
}

/**
 * Cloudflare Turnstile, rendered explicitly in execute mode: the check runs when a token is asked
 * for, and the widget only shows itself when the visitor must interact. Its own retries are off:
 * the provider counts errors and retries (spec 2 section 8).
 */
export function turnstileDriver({
  siteKey,
  language,
  win = window,
}: {
  siteKey: string;
  language: string;
  win?: Window;
}): WidgetDriver {
  let widgetId: string | undefined;
  const api = () => win.turnstile;
  return {
    async mount(container, handlers) {
      await loadScript(TURNSTILE_SCRIPT_URL, win.document).catch(() => {
        throw new CaptchaAttemptError('script');
      });
      const turnstile = api();
      if (!turnstile) throw new CaptchaAttemptError('script');
      widgetId = turnstile.render(container, {
        sitekey: siteKey,
        language: turnstileLanguage(language),
        execution: 'execute',
        appearance: 'interaction-only',
        retry: 'never',
        'refresh-expired': 'manual',
        callback: (token: string) => handlers.onToken(token),
        'error-callback': (code: string | number) => {
          handlers.onError(String(code));
          return true; // handled here: Turnstile must not throw it again
        },
        'expired-callback': () => handlers.onExpired(),
        'timeout-callback': () => handlers.onError('timeout'),
      });
      if (widgetId === undefined) throw new CaptchaAttemptError('render');
    },
    execute() {
      if (widgetId !== undefined) api()?.execute(widgetId);
    },
    reset() {
      if (widgetId !== undefined) api()?.reset(widgetId);
    },
    remove() {
      if (widgetId !== undefined) api()?.remove(widgetId);
      widgetId = undefined;
    },
  };
}
