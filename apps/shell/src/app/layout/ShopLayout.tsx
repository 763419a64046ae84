import type { Theme } from '@emotion/react';
import { Outlet } from 'react-router';
import { useActivityTracking } from '@shop/session/react';
import { CookieConsent } from '../features/cookie-consent/components/CookieConsent';
import { SupportChat } from '../features/support-chat/components/SupportChat';
import { DesktopOnlyOverlay } from './DesktopOnlyOverlay';
import { Footer } from './Footer';
import { Header } from './Header';
import { Notifications } from './Notifications';
import { OopsPopup } from './oops/OopsPopup';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** The frame around every page: top bar, header, main content and footer. */
export function ShopLayout() {
  useActivityTracking();
  return (
    <div
      css={(theme: Theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: theme.colors.text,
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
      <DesktopOnlyOverlay />
    </div>
  );
}
