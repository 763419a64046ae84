import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { useUnit } from '@shop/brand/react';
import { readConsent } from '../api/consent';
import { consentPanel } from '../api/consent-panel';

// The choices panel's code loads only for a visitor who has not answered yet (or reopens it).
const CookieChoicesPanel = lazy(() => import('./CookieChoicesPanel'));

/** Spec 1 section 2: the cookie consent of the brands that ask for it, shown until answered. */
export function CookieConsent() {
  const unit = useUnit();
  const reopened = useStore(consentPanel, (state) => state.reopened);
  const [answered, setAnswered] = useState(() => readConsent(localStorage, unit.buId) !== null);
  if (!unit.features.cookieConsent || (answered && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <CookieChoicesPanel
        onAnswered={() => {
          setAnswered(true);
          consentPanel.getState().closed();
        }}
      />
    </Suspense>
  );
}
