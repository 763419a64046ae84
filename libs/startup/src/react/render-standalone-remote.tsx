import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { BrandThemeProvider } from '@shop/brand/react';
import { I18nextProvider, i18n } from '@shop/i18n/react';
import type { RemoteRoutesModule } from '@shop/federation';
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
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrandThemeProvider>
          <BrowserRouter basename={basePath || '/'}>
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
            <Routes>
              {Object.entries(paths).map(([page, path]) => {
                const Page = module.pages[page];
                return Page ? <Route key={page} path={path} element={<Page />} /> : null;
              })}
            </Routes>
          </BrowserRouter>
        </BrandThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
