import { AUTO_LOGIN_PARAM } from './constants';

// Only used to resolve relative URLs; never requested.
const RELATIVE_BASE = 'http://relative.invalid';

/** The autoLogin token in a URL's query, or null; the caller exchanges it for a session. */
export function readAutoLoginToken(url: string): string | null {
  const token = new URL(url, RELATIVE_BASE).searchParams.get(AUTO_LOGIN_PARAM)?.trim();
  return token ? token : null;
}

/** The same URL without its autoLogin parameter, to replace the address once the token is read. */
export function withoutAutoLoginToken(url: string): string {
  const parsed = new URL(url, RELATIVE_BASE);
  parsed.searchParams.delete(AUTO_LOGIN_PARAM);
  if (parsed.origin === RELATIVE_BASE) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.toString();
}
