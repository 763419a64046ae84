import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import type { RouteObject, To } from 'react-router';
import { withNavigationBlocking, type BlockingHistory } from '@shop/federation';

export type TestRouter = {
  history: BlockingHistory;
  routes: RouteObject[];
  /** Where the app is now. */
  readonly location: BlockingHistory['location'];
  /** Goes to a path, or back and forward by a number of steps (the browser's buttons). */
  navigate(to: To | number): void;
};

/** The shell's kind of router for a page under test: a blocking history (pages may hold leaving), in memory. */
export function createTestRouter(
  routes: RouteObject[],
  { initialEntries, initialIndex }: { initialEntries: string[]; initialIndex?: number },
): TestRouter {
  const history = withNavigationBlocking(UNSAFE_createMemoryHistory({ initialEntries, initialIndex, v5Compat: true }));
  return {
    history,
    routes,
    get location() {
      return history.location;
    },
    navigate(to) {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
  };
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the test router's routes, as the shell renders its own. */
export function TestRouterProvider({ router }: { router: TestRouter }) {
  return (
    <HistoryRouter history={router.history}>
      <TestRoutes routes={router.routes} />
    </HistoryRouter>
  );
}
