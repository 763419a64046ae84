import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { cartStore } from '@shop/cart-engine';
import type { Session } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { sessionUserOf } from '../api/session-user';

/**
 * What follows a login or a registration confirmation (spec 1 section 4): the session is saved,
 * the server cart merged with this page's cart, then the visitor goes on to `next`.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    async (session: Session, next: string) => {
      sessionStore.getState().signIn(sessionUserOf(session));
      try {
        await cartStore.getState().saveServerCart();
      } catch {
        // The cart keeps its own error flag; signing in does not depend on it.
      }
      if (next) navigate(next, { replace: true });
    },
    [navigate],
  );
}
