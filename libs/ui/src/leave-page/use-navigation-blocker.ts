import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { isBlockingHistory, type NavigationAttempt } from '@shop/federation';

export type NavigationBlockerState = {
  /** True while a navigation waits for the visitor's answer. */
  blocked: boolean;
  /** Lets the waiting navigation go on. */
  proceed: () => void;
  /** Drops the waiting navigation: the page stays. */
  reset: () => void;
};

/**
 * Holds navigations for which `shouldBlock` says so, through the shell's history (withNavigationBlocking in
 * @shop/federation), which the router hands to its pages as its navigator. Keep `shouldBlock` stable (useCallback).
 */
export function useNavigationBlocker(shouldBlock: (attempt: NavigationAttempt) => boolean): NavigationBlockerState {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [waiting, setWaiting] = useState<{ proceed: () => void } | null>(null);

  useEffect(() => {
    if (!isBlockingHistory(navigator)) {
      throw new Error(
        'A page that may hold navigations needs a router on a blocking history (withNavigationBlocking).',
      );
    }
    return navigator.block({ shouldBlock, onBlocked: (proceed) => setWaiting({ proceed }) });
  }, [navigator, shouldBlock]);

  const proceed = useCallback(() => {
    setWaiting(null);
    waiting?.proceed();
  }, [waiting]);
  const reset = useCallback(() => setWaiting(null), []);
  return { blocked: waiting !== null, proceed, reset };
}
