import type { Theme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isBusinessRoute } from '@shop/brand';
import { useActivityTracking } from '@shop/session/react';
import { CookieConsent } from '../features/cookie-consent/components/CookieConsent';
import { SupportChat } from '../features/support-chat/components/SupportChat';
import { Footer } from './Footer';
import { Header } from './Header';
import { Notifications } from './Notifications';
import { OopsPopup } from './oops/OopsPopup';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

// Only business and salesman paths show it: its code stays out of the other pages' start-up.
const DesktopOnlyOverlay = lazy(() => import('./DesktopOnlyOverlay').then((m) => ({ default: m.DesktopOnlyOverlay })));

/** The frame around every page: top bar, header, main content and footer. */
export function ShopLayout() {
  useActivityTracking();
  const { pathname } = useLocation();
  // Under 992 px a business or salesman page is locked: only the Desktop Only notice is left, so nothing
  // hidden behind it can be reached by keyboard or read out (WCAG 2.2 2.4.11).
  const locked = isBusinessRoute(pathname);
  return (
    <div
      css={(theme: Theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: theme.colors.text,
        ...(locked ? { [theme.media.mobile]: { '& > :not([data-testid="desktop-only"])': { display: 'none' } } } : {}),
      })}
    >
      <ScrollToTopOnNavigate />
      <SkipLink />
      <CookieConsent />
      <TopBar />
      <Header />
      <main id="main-content" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </main>
      <Footer />
      <Notifications />
      <SupportChat />
      <OopsPopup />
      {locked ? (
        <Suspense fallback={null}>
          <DesktopOnlyOverlay />
        </Suspense>
      ) : null}
    </div>
  );
}
