import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { BusinessUnit } from '@shop/contracts';
import { ShopLayout } from '../layout/ShopLayout';
import { BrandInfoPageView } from '../pages/BrandInfoPageView';
import { GuardedRoute } from './GuardedRoute';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

function toRoute(entry: RouteEntry): RouteObject {
  return { path: entry.path, element: <GuardedRoute entry={entry} /> };
}

/** The routes: the table of spec 1 section 2 plus the unit's own information pages (browser and server). */
function shopRoutes(unit: BusinessUnit): RouteObject[] {
  const framed = ROUTE_TABLE.filter((entry) => entry.frame !== 'none');
  const frameless = ROUTE_TABLE.filter((entry) => entry.frame === 'none');
  const brandPages: RouteObject[] = unit.moreInfoPages.map((page) => ({
    path: page.path,
    element: <BrandInfoPageView title={page.title} body={page.body} />,
  }));
  return [{ element: <ShopLayout />, children: [...brandPages, ...framed.map(toRoute)] }, ...frameless.map(toRoute)];
}

/** The unit's pages, inside the router the page has (the browser's history, or the server's one request). */
export function ShopRoutes({ unit }: { unit: BusinessUnit }) {
  const routes = useMemo(() => shopRoutes(unit), [unit]);
  return useRoutes(routes);
}
