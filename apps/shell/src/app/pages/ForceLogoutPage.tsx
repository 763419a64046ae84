import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { sessionStore, audienceOf, type Audience } from '@shop/session';

/** Where a signed-out user of each kind logs in again (spec 1 section 2 /force-logout). */
export function loginPathAfterForcedLogout(audience: Audience, failed: boolean): string {
  if (failed) return '/';
  if (audience === 'salesman') return '/auth/salesman/login';
  if (audience === 'business') return '/auth/b2b/login';
  return '/auth/login';
}

/** Reached after a 401 on an authenticated call: forget the session, then send to the right login. */
export function ForceLogoutPage() {
  const [params] = useSearchParams();
  const [target] = useState(() => loginPathAfterForcedLogout(audienceOf(sessionStore.getState().user), params.has('failed')));
  useEffect(() => {
    sessionStore.getState().signOut();
  }, []);
  return <Navigate to={target} replace />;
}
