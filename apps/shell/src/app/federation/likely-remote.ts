import { matchRoutes } from 'react-router';
import type { RemoteName } from '@shop/federation';
import { ROUTE_TABLE, type RouteEntry } from '../routing/route-table';
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

/** The remote and its page that will most likely render `pathname` (see likelyRemoteOf). */
export function likelyPageOf(
  pathname: string,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): { remote: RemoteName; page: string } | null {
  const path = pathname.replace(LIKELY_UNIT_PREFIX, '') || '/';
  const matches = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    path,
  );
  const entry = matches?.[matches.length - 1]?.route.entry;
  if (!entry || entry.owner === 'shell' || entry.guard) return null;
  return { remote: entry.owner, page: entry.page };
}

/**
 * Starts loading the likely remote's entry, routes module and the page's lazy code (its pageCode) while the
 * unit, session and languages start, instead of after the first render: RemotePage then finds it loaded (or
 * loading). A failure here is the failure plugins' to handle, and RemotePage asks again. Resolves when the
 * load has ended: true when the page's code is here (its remote's routes module and the page's lazy code, or
 * no remote needed).
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
