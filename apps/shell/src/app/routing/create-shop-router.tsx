import { createBrowserRouter, type RouteObject } from 'react-router';
import type { BusinessUnit } from '@shop/contracts';
import { ShopLayout } from '../layout/ShopLayout';
import { GuardedRoute } from './GuardedRoute';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

function toRoute(entry: RouteEntry): RouteObject {
  return { path: entry.path, element: <GuardedRoute entry={entry} /> };
}

/** Builds the router: the table of spec 1 section 2 plus the unit's own information pages. */
export function createShopRouter(unit: BusinessUnit, basePath: string) {
  const framed = ROUTE_TABLE.filter((entry) => entry.frame !== 'none');
  const frameless = ROUTE_TABLE.filter((entry) => entry.frame === 'none');
  // A brand's information page loads its code when opened: the home page does not carry it.
  const brandPages: RouteObject[] = unit.moreInfoPages.map((page) => ({
    path: page.path,
    lazy: async () => {
      const { InfoPage } = await import('../pages/InfoPage');
      return { element: <InfoPage title={page.title} body={page.body} /> };
    },
  }));

  return createBrowserRouter(
    [{ element: <ShopLayout />, children: [...brandPages, ...framed.map(toRoute)] }, ...frameless.map(toRoute)],
    { basename: basePath || '/' },
  );
}
