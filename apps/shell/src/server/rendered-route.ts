import { matchRoutes } from 'react-router';
import type { BusinessUnit } from '@shop/contracts';
import type { RemoteName } from '@shop/federation';
import { ROUTE_TABLE, type RouteEntry } from '../app/routing/route-table';

/** What the server renders at a path: a shell page, or a remote's page, or nothing (the browser renders). */
export type RenderedRoute = { owner: 'shell' } | { owner: RemoteName; page: string };

/**
 * The public pages rendered on the server (issue 23): the route table's serverRendered entries (the home
 * page, a card's page, the information pages) and the unit's own information pages. Any other path is
 * rendered in the browser as before.
 */
export function renderedRouteOf(pathname: string, unit: BusinessUnit): RenderedRoute | null {
  if (unit.moreInfoPages.some((page) => page.path === pathname)) return { owner: 'shell' };
  const matches = matchRoutes(
    ROUTE_TABLE.map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  const entry: RouteEntry | undefined = matches?.[matches.length - 1]?.route.entry;
  if (!entry?.serverRendered) return null;
  return entry.owner === 'shell' ? { owner: 'shell' } : { owner: entry.owner, page: entry.page };
}
