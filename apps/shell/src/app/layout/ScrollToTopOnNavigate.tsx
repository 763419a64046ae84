import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 1 section 2: a scroll-to-top happens 100 ms after a route change. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
