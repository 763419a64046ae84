import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { operatorSessionStore } from '../../operator-session/operator-session-store';
import { useOperatorSession } from '../../operator-session/hooks/use-operator-session';
import { OPERATOR_SIGN_IN_PATH } from '../../../frame/operator-paths';
import { fetchOperatorMe } from '../api/operator-auth-api';

/**
 * The operator pages need a live operator session: without one the sign-in page opens, coming back here
 * after. The stored session is checked with the API once (its role and units may have changed); a
 * refused session ends through the operator client's 401 handling.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const signedIn = useOperatorSession((state) => state.session !== null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void fetchOperatorMe().then((result) => {
      if (live && result.ok) operatorSessionStore.getState().refresh(result.data.operator, result.data.expiresAt);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!signedIn) {
    const next = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${OPERATOR_SIGN_IN_PATH}?next=${next}`} replace />;
  }
  return <>{children}</>;
}
