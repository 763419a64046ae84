import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { withNavigationBlocking } from '@shop/federation';
import { sessionStore } from '@shop/session';
import { startShopContext } from '@shop/startup';
import { preloadFirstBanner } from './app/brand/preload-first-banner';
import { registerRemoteFailurePlugins } from './app/federation/failure-plugins';
import { preloadLikelyRemote, preloadLikelyShellPage } from './app/federation/likely-page';
import { loadRemotesManifest } from './app/federation/load-manifest';
import { registerManifest } from './app/federation/remote-registry';
import { preloadBrandInfoPage } from './app/pages/BrandInfoPageView';
import { ShopRoutes } from './app/routing/shop-routes';
import { ShopRoot } from './app/ShopRoot';
import { releasePageEarlyClicks } from './app/start/early-clicks';
import { nextTask } from './app/start/next-task';
import { StartFailure } from './app/start/StartFailure';

/**
 * Marks the end of hydration for tools/bench/hydration-bench.mjs (a root's effects run once its tree is in) and
 * replays the clicks made meanwhile, now that the page's buttons answer.
 */
function HydrationMark() {
  useEffect(() => {
    performance.mark('shop-hydrated');
    // Once React's own work is done (an effect runs inside it): a kept tap in a part of the page still to be
    // taken over (inside a Suspense boundary) makes React take that part over at once, which it cannot do from
    // inside an effect; the tap would then reach the browser alone (a form sent to the server).
    queueMicrotask(() => releasePageEarlyClicks(true));
  }, []);
  return null;
}

async function start() {
  // The shell's modules ran in this task; the start proper runs in the next (decision 0079).
  await nextTask();
  const container = document.getElementById('root') as HTMLElement;
  // Before any remote loads: a failed remote entry is retried, then its routes fall back (runtime plugins).
  registerRemoteFailurePlugins();
  let likelyRemote = Promise.resolve(false);
  const manifest = loadRemotesManifest().then(
    (remotes) => {
      registerManifest(remotes);
      // The page's remote loads while the unit and languages start, not after the first render.
      likelyRemote = preloadLikelyRemote(window.location.pathname);
    },
    (error: unknown) => {
      // Without a manifest the shell's own pages still work; remote routes show their fallback.
      console.error('Remotes are unavailable:', error);
    },
  );

  try {
    const { unit, basePath, api, autoLoginToken, hydrate } = await startShopContext(window.location.pathname);
    const likelyShellPage = preloadLikelyShellPage(window.location.pathname);
    const brandPage = preloadBrandInfoPage(unit, window.location.pathname.slice(basePath.length) || '/');
    // The home page's largest image downloads while the consumer remote loads, not after it has rendered.
    preloadFirstBanner(unit.banners, window.location.pathname, basePath);
    // An autoLogin link signs in before the first page shows, so the page opens signed in.
    // Loaded only then: almost every visit comes without one.
    const autoLogin = autoLoginToken
      ? import('./app/features/auth/api/auto-login-exchange').then(({ exchangeAutoLoginToken }) =>
          exchangeAutoLoginToken(api, autoLoginToken, unit.buId),
        )
      : null;
    await Promise.all([manifest, autoLogin]);
    document.title = unit.name;
    // Not react-router's data router (decision 0074): the shop loads no data through routes, and it was over half
    // of the router's code on every page. Its one use, a page holding a navigation, is the history's here.
    const history = withNavigationBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));
    const inApp = (path: string) => (path === '/' ? basePath || '/' : `${basePath}${path}`);
    // Sign-outs (user, inactivity, forced) navigate inside the app, keeping the unit's base path.
    sessionStore.getState().configure({
      navigate: (destination) =>
        destination.kind === 'internal'
          ? history.push(inApp(destination.path))
          : window.location.assign(destination.url),
    });
    // A 401 on an authenticated call ends the session on the force-logout page (spec 1 section 2).
    api.onForceLogout(() => history.push(inApp('/force-logout')));
    const page = (
      <ShopRoot>
        <HistoryRouter history={history} basename={basePath || '/'}>
          <ShopRoutes unit={unit} />
        </HistoryRouter>
      </ShopRoot>
    );
    // A page the server rendered is taken over as it is, once all its code is here (the page's remote, its lazy
    // parts, a shell page or a brand's information page): no part of it is left suspended, inert, once the rest is
    // alive. Any other page renders afresh, and so does one whose code this browser cannot load.
    const codeHere = hydrate && (await Promise.all([likelyRemote, likelyShellPage, brandPage])).every(Boolean);
    if (codeHere) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
      // thread for the whole page in one long task; a click meanwhile hydrates its own part first.
      performance.mark('shop-hydration-start');
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            {page}
            <HydrationMark />
          </>,
        );
      });
    } else {
      releasePageEarlyClicks(false);
      createRoot(container).render(page);
    }
  } catch (error) {
    releasePageEarlyClicks(false);
    console.error('The shop could not start:', error);
    container.replaceChildren();
    createRoot(container).render(<StartFailure />);
  }
}

void start();
