import type { ApiClient } from './api-client';

/**
 * The page's one API client, set by start-up and read by the shell and every remote. This module is
 * a shared singleton (tools/webpack/shared-singletons.js), so a remote's call carries the same
 * session token, unit, language and initial token as the shell's.
 */
let current: ApiClient | null = null;

export function setShopApi(api: ApiClient): void {
  current = api;
}

/** The page's API client; throws when called before start-up, which is a programming error. */
export function shopApi(): ApiClient {
  if (!current) throw new Error('The shop API client is used before start-up created it.');
  return current;
}
