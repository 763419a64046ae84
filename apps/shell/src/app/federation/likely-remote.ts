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
  const path = pathname.replace(LIKELY_UNIT_PREFIX, '') || '/';
  const matches = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    path,
  );
  const entry = matches?.[matches.length - 1]?.route.entry;
  if (!entry || entry.owner === 'shell' || entry.guard) return null;
  return entry.owner;
}

/**
 * Starts loading the likely remote's entry and routes module while the unit, session and languages
 * start, instead of after the first render: RemotePage then finds it loaded (or loading). A failure
 * here is the failure plugins' to handle, and RemotePage asks again. Resolves when the load has ended:
 * true when the page's code is here (its remote's routes module, or no remote needed).
 */
export function preloadLikelyRemote(pathname: string): Promise<boolean> {
  const remote = likelyRemoteOf(pathname);
  if (!remote) return Promise.resolve(true);
  return loadRemoteRoutes(remote).then(
    (module) => !isFallbackRoutesModule(module),
    () => false,
  );
}
