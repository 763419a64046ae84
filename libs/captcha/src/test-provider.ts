import * as v from 'valibot';
import { CAPTCHA_TEST_TOKEN_PATH, CaptchaTestTokenSchema, type CaptchaSettings } from '@shop/contracts';
import { CaptchaAttemptError, CaptchaFailure } from './captcha-failure';
import type { CaptchaFailureListener, CaptchaProvider } from './captcha-provider';
import { RetriesExhausted, withRetries, type RetryOptions } from './retries';

export interface TestProviderOptions extends RetryOptions {
  settings: CaptchaSettings;
  /** Where the shop's API answers ('/api' on the shop's origin). */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  onFailure?: CaptchaFailureListener;
  /** Fetches a token as soon as the provider exists, as a real widget checks on render. Default true. */
  prefetch?: boolean;
}

/** A token is not handed out in its last seconds, so it cannot expire on its way to the server. */
const EXPIRY_MARGIN_MS = 5_000;

interface HeldToken {
  token: string;
  expiresAt: number;
}

/**
 * The shop's own test provider (unit.captcha.test): tokens come from
 * GET {api}/captcha-test/token?siteKey=…, which answers { token, expiresIn } as long as the server
 * holds no secret for the real provider. The first token is fetched when the provider is created, as
 * a widget checks when it renders; tokens are single use, so later ones are fetched when asked for.
 * A failed fetch is retried like a failing widget, then reported as the configured provider's error.
 */
export function createTestCaptchaProvider(options: TestProviderOptions): CaptchaProvider {
  const { settings, apiBaseUrl = '/api', now = Date.now, onFailure } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${apiBaseUrl}${CAPTCHA_TEST_TOKEN_PATH}?${new URLSearchParams({ siteKey: settings.siteKey })}`;
  let held: HeldToken | null = null;
  let pending: Promise<HeldToken> | null = null;
  let generation = 0;
  let destroyed = false;
  // In test mode the errors are still those of the configured provider, as the visitor would see them.
  const failureKind = settings.provider === 'google' ? 'google' : 'cloudflare';

  async function fetchOnce(): Promise<HeldToken> {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    } catch {
      throw new CaptchaAttemptError('network');
    }
    if (!response.ok) throw new CaptchaAttemptError(String(response.status));
    const body = v.safeParse(CaptchaTestTokenSchema, await response.json().catch(() => null));
    if (!body.success) throw new CaptchaAttemptError('invalid-answer');
    return { token: body.output.token, expiresAt: now() + body.output.expiresIn * 1000 };
  }

  function fetchWithRetries(): Promise<HeldToken> {
    const started = generation;
    const current = () => started === generation && !destroyed;
    const run: Promise<HeldToken> = withRetries(fetchOnce, options).then(
      (token) => {
        if (pending === run) pending = null;
        if (current()) held = token;
        return token;
      },
      (error: unknown) => {
        if (pending === run) pending = null;
        const failure = new CaptchaFailure(failureKind, error instanceof RetriesExhausted ? error.code : 'unknown');
        if (current()) onFailure?.(failure);
        throw failure;
      },
    );
    pending = run;
    return run;
  }

  function usable(token: HeldToken | null): token is HeldToken {
    return token !== null && token.expiresAt - EXPIRY_MARGIN_MS > now();
  }

  function refill() {
    if (!destroyed && !pending) void fetchWithRetries().catch(() => undefined);
  }

  if (options.prefetch ?? true) refill();

  return {
    async getToken() {
      for (;;) {
        if (destroyed) throw new CaptchaFailure(failureKind, 'destroyed');
        if (usable(held)) {
          // The next token is fetched when asked for: most pages send one call, and tokens are rate-limited.
          const { token } = held;
          held = null;
          return token;
        }
        held = null;
        // Several callers may wait on one fetch; the first takes the token, the others loop for the next.
        await (pending ?? fetchWithRetries());
      }
    },
    reset() {
      generation += 1;
      held = null;
      pending = null;
    },
    destroy() {
      destroyed = true;
      generation += 1;
      held = null;
      pending = null;
    },
  };
}
