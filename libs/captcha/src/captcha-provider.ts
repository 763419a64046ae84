import type { CaptchaFailure } from './captcha-failure';

/**
 * What a form needs from a captcha: a fresh single-use token for its call, and a reset when the
 * server refused the token (login errors 80000 / 80001), so the next token comes from a new check.
 */
export interface CaptchaProvider {
  /** A token for one call; rejects with a CaptchaFailure once the retries are used up. */
  getToken(): Promise<string>;
  /** Forgets the current token and check, and starts over. */
  reset(): void;
  /** Removes the widget and stops every timer; the provider is not used afterwards. */
  destroy(): void;
}

/** Called once per failure that used up the retries, e.g. to show the spec's notification. */
export type CaptchaFailureListener = (failure: CaptchaFailure) => void;

/** Waiting between retries; injectable so tests need not wait for real. */
export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
