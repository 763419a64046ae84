/** Where the landing page goes after a verified link: a path inside this unit, or another address to load. */
export type SsoDestination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * The API's redirectUrl carries the session unit's prefix (/250/buying-self?itemCode=…, /250 for home).
 * Inside this unit's base path it becomes a router path; anything else loads as a page. `returnPath`
 * (where the visitor left for the portal) replaces a plain home.
 */
export function ssoDestination(redirectUrl: string, basePath: string, returnPath: string | null): SsoDestination {
  const safe = redirectUrl.startsWith('/') && !redirectUrl.startsWith('//') ? redirectUrl : '/';
  const base = basePath.replace(/\/+$/, '');
  let inside: string | null = null;
  if (!base || safe === '/') inside = safe;
  else if (safe === base) inside = '/';
  else if (safe.startsWith(`${base}/`) || safe.startsWith(`${base}?`)) inside = safe.slice(base.length);
  if (inside === null) return { kind: 'external', url: safe };
  if (inside.startsWith('?')) inside = `/${inside}`;
  return { kind: 'internal', path: inside === '/' && returnPath ? returnPath : inside };
}
