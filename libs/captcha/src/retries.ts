import { CAPTCHA_MAX_RETRIES, RETRY_INTERVAL_MS } from '@shop/contracts';
import { codeOf } from './captcha-failure';
import { realSleep, type Sleep } from './captcha-provider';

export interface RetryOptions {
  /** Retries after the first attempt (spec 2 section 8: up to 5). */
  retries?: number;
  /** Pause before each retry (spec 2 section 9: retry interval 5 s). */
  intervalMs?: number;
  sleep?: Sleep;
}

export class RetriesExhausted extends Error {
  constructor(readonly code: string) {
    super(`Captcha failed after its retries (${code})`);
    this.name = 'RetriesExhausted';
  }
}

/** Runs `attempt`, and again after each failure up to `retries` more times; then throws the last code. */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = CAPTCHA_MAX_RETRIES, intervalMs = RETRY_INTERVAL_MS, sleep = realSleep } = options;
  let lastCode = 'unknown';
  for (let round = 0; round <= retries; round += 1) {
    if (round > 0) await sleep(intervalMs);
    try {
      return await attempt();
    } catch (error) {
      lastCode = codeOf(error);
    }
  }
  throw new RetriesExhausted(lastCode);
}
