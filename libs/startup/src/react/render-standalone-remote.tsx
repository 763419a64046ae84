import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Outlet,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { BrandThemeProvider } from '@shop/brand/react';
import { I18nextProvider, i18n } from '@shop/i18n/react';
import { withNavigationBlocking, type RemoteRoutesModule } from '@shop/federation';
import { sessionStore } from '@shop/session';
import { startShopContext } from '../start-shop-context';

/**
 * Serves a remote alone for its team: the same start-up as the shell (unit, session, languages),
 * its pages at the paths the shell gives them, and a plain list of those pages. No shell frame.
 */
export async function renderStandaloneRemote(module: RemoteRoutesModule, paths: Record<string, string>) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { basePath, api } = await startShopContext(window.location.pathname);
  // Alone there is no force-logout page: a 401 ends the session the way that page would.
  api.onForceLogout(() => void sessionStore.getState().logout({ reason: 'forced' }));
  // A blocking history, as the shell's: the buying pages' leave confirmation needs one.
  const history = withNavigationBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));
  const routes: RouteObject[] = [
    {
      element: <StandaloneFrame module={module} paths={paths} />,
      children: Object.entries(paths).flatMap(([page, path]) => {
        const Page = module.pages[page];
        return Page ? [{ path, element: <Page /> }] : [];
      }),
    },
  ];
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrandThemeProvider>
          <HistoryRouter history={history} basename={basePath || '/'}>
            <StandaloneRoutes routes={routes} />
          </HistoryRouter>
        </BrandThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A plain list of the remote's pages above the page shown. */
function StandaloneFrame({ module, paths }: { module: RemoteRoutesModule; paths: Record<string, string> }) {
  return (
    <>
      <nav
        aria-label="Pages of this remote"
        css={{ padding: 12, borderBottom: '1px solid #ccc', fontFamily: 'system-ui' }}
      >
        {Object.entries(paths).map(([page, path]) => (
          <Link key={page} to={path.replace('/*', '')} css={{ marginInlineEnd: 16 }}>
            {page}
          </Link>
        ))}
        <span css={{ float: 'right' }}>release {module.release}</span>
      </nav>
      <Outlet />
    </>
  );
}
