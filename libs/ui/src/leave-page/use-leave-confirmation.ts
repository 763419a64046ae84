import { createElement, useCallback, useRef, useState, type ReactElement } from 'react';
import type { NavigationAttempt } from '@shop/federation';
import { useNamespace } from '@shop/i18n/react';
import { LeaveDialog, type LeaveDialogTexts } from './LeaveDialog';
import { useNavigationBlocker } from './use-navigation-blocker';

export type LeaveConfirmationOptions = {
  /** The page's leaving work (checkout: clear the cart, cancel the unpaid order); runs before leaving. */
  onLeave?: () => Promise<void> | void;
  /** False while there is nothing to lose (a buying page with no unsaved input): navigations go through. */
  enabled?: boolean;
  /** The page's own wording of the question (a salesman's draft order is not a cart). */
  texts?: LeaveDialogTexts;
};

export type LeaveConfirmation = {
  /** Render it in the page: the dialog while a navigation waits for an answer, otherwise null. */
  dialog: ReactElement | null;
  /**
   * Lets the next navigation through without asking, for the page's own forward step (to checkout,
   * to the order result). Call it just before navigating.
   */
  allowNextNavigation: () => void;
};

/**
 * Spec 1 "Leaving a buying page": while the page is mounted, a navigation to another path (a link,
 * the browser's back button) waits for the visitor's answer. Leaving runs `onLeave`, then goes on;
 * staying cancels the navigation. A change of query string or hash on the same path is not leaving.
 * `enabled: false` lets every navigation through. Needs the shell's history (withNavigationBlocking).
 */
export function useLeaveConfirmation({
  onLeave,
  enabled = true,
  texts,
}: LeaveConfirmationOptions = {}): LeaveConfirmation {
  // The dialog's texts are common ones but its busy label, the checkout area's; buying pages load it here too.
  useNamespace('checkout');
  const allowed = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: NavigationAttempt) => {
      if (allowed.current || !enabled) return false;
      return currentLocation.pathname !== nextLocation.pathname;
    },
    [enabled],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const confirm = async () => {
    setLeaving(true);
    try {
      await onLeave?.();
    } catch {
      // Leaving never gets stuck on the page's clean-up (an unpaid order stays unpaid on the server).
    }
    allowed.current = true;
    blocker.proceed();
  };

  const dialog = blocker.blocked
    ? createElement(LeaveDialog, { texts, leaving, onConfirm: () => void confirm(), onCancel: () => blocker.reset() })
    : null;
  return { dialog, allowNextNavigation };
}
