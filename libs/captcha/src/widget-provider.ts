import { CAPTCHA_MAX_RETRIES, RETRY_INTERVAL_MS } from '@shop/contracts';
import { CaptchaFailure, codeOf, type CaptchaFailureKind } from './captcha-failure';
import type { CaptchaFailureListener, CaptchaProvider } from './captcha-provider';

/** What a provider's widget reports. */
export interface WidgetHandlers {
  onToken(token: string): void;
  onError(code: string): void;
  onExpired(): void;
}

/** One provider's widget API (Turnstile, reCAPTCHA), reduced to what the provider below drives. */
export interface WidgetDriver {
  /**
   * Loads the provider's script and renders the widget into the container; rejects with a
   * CaptchaFailure or an attempt error.
   */
  mount(container: HTMLElement, handlers: WidgetHandlers): Promise<void>;
  /** Runs the check; the widget answers through onToken or onError. */
  execute(): void;
  /** Clears the widget's answer so the next execute runs a new check. */
  reset(): void;
  remove(): void;
}

export interface WidgetProviderOptions {
  kind: Extract<CaptchaFailureKind, 'cloudflare' | 'google'>;
  driver: WidgetDriver;
  container: HTMLElement;
  onFailure?: CaptchaFailureListener;
  retries?: number;
  retryIntervalMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
}

interface Waiter {
  resolve(token: string): void;
  reject(error: CaptchaFailure): void;
}

/**
 * A captcha shown by the provider's own widget. A check runs when a token is asked for; a widget
 * error is retried after the retry interval, up to 5 times, then reported (spec 2 section 8) and
 * every waiting call fails. Tokens are single use: each one asked for runs a fresh check.
 */
export function createWidgetProvider(options: WidgetProviderOptions): CaptchaProvider {
  const {
    kind,
    driver,
    container,
    onFailure,
    retries = CAPTCHA_MAX_RETRIES,
    retryIntervalMs = RETRY_INTERVAL_MS,
  } = options;
  const schedule = options.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  let waiters: Waiter[] = [];
  let failures = 0;
  let running = false;
  let destroyed = false;
  let mountFailure: CaptchaFailure | null = null;

  function fail(failure: CaptchaFailure) {
    const failed = waiters;
    waiters = [];
    failures = 0;
    running = false;
    onFailure?.(failure);
    for (const waiter of failed) waiter.reject(failure);
  }

  function run() {
    if (running || destroyed || waiters.length === 0) return;
    running = true;
    driver.reset();
    driver.execute();
  }

  const handlers: WidgetHandlers = {
    onToken(token) {
      running = false;
      failures = 0;
      const waiter = waiters.shift();
      waiter?.resolve(token);
      // Each waiting call needs its own single-use token.
      run();
    },
    onError(code) {
      running = false;
      failures += 1;
      if (failures > retries) {
        fail(new CaptchaFailure(kind, code));
        return;
      }
      schedule(run, retryIntervalMs);
    },
    onExpired() {
      running = false;
      run();
    },
  };

  const mounted = driver.mount(container, handlers).then(
    () => {
      // Destroyed while the script loaded: the widget rendered after all and must go.
      if (destroyed) driver.remove();
    },
    (error: unknown) => {
      mountFailure =
        error instanceof CaptchaFailure
          ? error
          : new CaptchaFailure(kind, codeOf(error) === 'unknown' ? 'script' : codeOf(error));
      onFailure?.(mountFailure);
    },
  );

  return {
    async getToken() {
      await mounted;
      if (mountFailure) throw mountFailure;
      if (destroyed) throw new CaptchaFailure(kind, 'destroyed');
      const token = new Promise<string>((resolve, reject) => waiters.push({ resolve, reject }));
      run();
      return token;
    },
    reset() {
      failures = 0;
      running = false;
      driver.reset();
      run();
    },
    destroy() {
      destroyed = true;
      const left = waiters;
      waiters = [];
      for (const waiter of left) waiter.reject(new CaptchaFailure(kind, 'destroyed'));
      driver.remove();
    },
  };
}
