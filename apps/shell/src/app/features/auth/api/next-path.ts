/** The query parameter naming where to go after signing in, e.g. /auth/login?next=/buying-self/checkout. */
export const NEXT_PARAM = 'next';

/**
 * Where to go after signing in: the `next` path when it stays inside the shop (a single leading
 * slash, no scheme, not back to an auth page), else home.
 */
export function nextPathOf(search: URLSearchParams, fallback = '/'): string {
  const next = search.get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  if (next === '/auth' || next.startsWith('/auth/') || next === '/force-logout') return fallback;
  return next;
}

/** The login page's address that comes back to `pathname` (with its query) afterwards. */
export function loginPathReturningTo(pathname: string, search = ''): string {
  if (pathname === '/' || pathname.startsWith('/auth') || pathname === '/force-logout') return '/auth/login';
  return `/auth/login?${new URLSearchParams({ [NEXT_PARAM]: `${pathname}${search}` })}`;
}
