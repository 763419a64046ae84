import { Navigate, useLocation } from 'react-router';

/**
 * /auth/register, the address people type or old links carry: registration lives in the registration tab of
 * /auth (?tab=register), so it opens there, keeping any other parameter (e.g. where to go next).
 */
export function RegisterRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('tab', 'register');
  return <Navigate to={`/auth?${params.toString()}`} replace />;
}
