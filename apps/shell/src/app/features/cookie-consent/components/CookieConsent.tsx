import { lazy, Suspense, useEffect, useState } from 'react';
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
  // The answer is in the browser's storage: read once mounted, so a page rendered on the server (which cannot
  // know it) hydrates as it was sent. The panel's code loads after that anyway.
  const [answered, setAnswered] = useState<boolean | null>(null);
  useEffect(() => setAnswered(readConsent(localStorage, unit.buId) !== null), [unit.buId]);
  if (!unit.features.cookieConsent || answered === null || (answered && !reopened)) return null;
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
