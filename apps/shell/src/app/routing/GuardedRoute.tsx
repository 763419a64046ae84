import { Navigate, useLocation } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useAudience } from '@shop/session/react';
import { loginPathReturningTo } from '../features/auth/api/next-path';
import { RemotePage } from '../federation/RemotePage';
import { ShellPageView } from '../pages/ShellPageView';
import { evaluateGuard } from './guards';
import type { RouteEntry } from './route-table';

/** Applies the entry's guard, then renders the shell page or the owning remote's page. */
export function GuardedRoute({ entry }: { entry: RouteEntry }) {
  const unit = useUnit();
  const audience = useAudience();
  const { pathname, search } = useLocation();
  const decision = evaluateGuard(entry.guard, { audience, unit });

  if (decision.kind === 'redirect') {
    // A visitor sent to log in comes back to the page they asked for.
    const to = decision.to === '/auth/login' ? loginPathReturningTo(pathname, search) : decision.to;
    return <Navigate to={to} replace />;
  }
  if (decision.kind === 'notFound') return <ShellPageView page="notFound" />;
  if (entry.owner === 'shell') return <ShellPageView page={entry.page} />;
  return <RemotePage remote={entry.owner} page={entry.page} />;
}
