import { createBrowserRouter, type RouteObject } from 'react-router';
import type { BusinessUnit } from '@shop/contracts';
import { ShopLayout } from '../layout/ShopLayout';
import { GuardedRoute } from './GuardedRoute';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

function toRoute(entry: RouteEntry): RouteObject {
  return { path: entry.path, element: <GuardedRoute entry={entry} /> };
}

/** The routes: the table of spec 1 section 2 plus the unit's own information pages (browser and server). */
export function shopRoutes(unit: BusinessUnit): RouteObject[] {
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
  return [{ element: <ShopLayout />, children: [...brandPages, ...framed.map(toRoute)] }, ...frameless.map(toRoute)];
}

/** Builds the browser's router. */
export function createShopRouter(unit: BusinessUnit, basePath: string) {
  return createBrowserRouter(shopRoutes(unit), { basename: basePath || '/' });
}

type ShopRouter = ReturnType<typeof createShopRouter>;

/** Resolves once the router has matched the first page, its lazy route code included. */
export function routerReady(router: ShopRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
