import { lazy, Suspense } from 'react';
import { useNotifications } from '@shop/session/react';

// The toasts' code loads with the first notification; the live region is on the page from the start, so
// screen readers announce what is put in it.
const NotificationItems = lazy(() => import('./NotificationItems'));

/** Toasts from the shared notifications store; they hide after 3 s (6 s with content) by themselves. */
export function Notifications() {
  const any = useNotifications((state) => state.items.length > 0);
  return (
    <div
      aria-live="polite"
      css={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 20, display: 'grid', gap: 8, maxWidth: 380 }}
    >
      {any ? (
        <Suspense fallback={null}>
          <NotificationItems />
        </Suspense>
      ) : null}
    </div>
  );
}
