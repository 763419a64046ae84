import { lazy, Suspense } from 'react';
import { useSession } from '@shop/session/react';
import { LoginMenu } from './LoginMenu';

// Visitors, whom the home page is measured for, never need the signed-in menu's code.
const SignedInMenu = lazy(() => import('./SignedInMenu'));

/** The login dropdown for visitors, or the signed-in user's menu: their name, My account, Profile, Sign out. */
export function AccountMenu() {
  const name = useSession((state) => state.user?.custName);
  if (name === undefined) return <LoginMenu />;
  return (
    <Suspense fallback={null}>
      <SignedInMenu name={name} />
    </Suspense>
  );
}
