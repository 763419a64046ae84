import { matchRoutes } from 'react-router';
import type { RemoteName } from '@shop/federation';
import { preloadShellPage } from '../pages/ShellPageView';
import { ROUTE_TABLE, type RouteEntry, type ShellPage } from '../routing/route-table';
import { isFallbackRoutesModule } from './fallback-module';
import { loadRemoteRoutes } from './remote-registry';

/** A numeric first segment is most likely a unit's prefix (the unit list is not known yet). */
const LIKELY_UNIT_PREFIX = /^\/\d+(?=\/|$)/;

/**
 * The remote that will most likely render `pathname`, judged before the unit is known: the route
 * table's match once a numeric unit prefix is set aside. Guarded routes count for nothing, since their
 * guard may send the visitor elsewhere (a guest on /account goes to the login page).
 */
export function likelyRemoteOf(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RemoteName | null {
  return likelyPageOf(pathname, table)?.remote ?? null;
}

/** The route table's entry that will most likely render `pathname`, unless a guard may send the visitor elsewhere. */
function likelyEntryOf(pathname: string, table: readonly RouteEntry[]): RouteEntry | null {
  const path = pathname.replace(LIKELY_UNIT_PREFIX, '') || '/';
  const matches = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    path,
  );
  const entry = matches?.[matches.length - 1]?.route.entry;
  return !entry || entry.guard ? null : entry;
}

/** The remote and its page that will most likely render `pathname` (see likelyRemoteOf). */
export function likelyPageOf(
  pathname: string,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): { remote: RemoteName; page: string } | null {
  const entry = likelyEntryOf(pathname, table);
  return entry && entry.owner !== 'shell' ? { remote: entry.owner, page: entry.page } : null;
}

/**
 * The shell's own page that will most likely render `pathname` (About, the sign-in pages...). Not the "not
 * found" page: a path the table does not name may be one of the unit's own information pages.
 */
export function likelyShellPageOf(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): ShellPage | null {
  const entry = likelyEntryOf(pathname, table);
  return entry?.owner === 'shell' && entry.page !== 'notFound' ? entry.page : null;
}

/**
 * Starts loading the likely remote's entry, routes module and the page's lazy code (its pageCode) while the
 * unit, session and languages start, instead of after the first render: RemotePage then finds it loaded (or
 * loading). A failure here is the failure plugins' to handle, and RemotePage asks again. Resolves when the
 * load has ended: true when the page's code is here (its remote's routes module and the page's lazy code, or
 * no remote needed), so that a page the server rendered hydrates whole, with no part left suspended.
 */
export function preloadLikelyRemote(pathname: string): Promise<boolean> {
  const likely = likelyPageOf(pathname);
  if (!likely) return Promise.resolve(true);
  return loadRemoteRoutes(likely.remote).then(
    async (module) => {
      if (isFallbackRoutesModule(module)) return false;
      await module.pageCode?.[likely.page]?.();
      return true;
    },
    () => false,
  );
}

/**
 * Starts loading the likely shell page's code and texts (About, the sign-in pages...), once the page's language
 * is set: its texts are that language's. Resolves when the load has ended: true when the page's code is here
 * (or no shell page is likely).
 */
export function preloadLikelyShellPage(pathname: string): Promise<boolean> {
  const page = likelyShellPageOf(pathname);
  if (!page) return Promise.resolve(true);
  return preloadShellPage(page).then(
    () => true,
    () => false,
  );
}
