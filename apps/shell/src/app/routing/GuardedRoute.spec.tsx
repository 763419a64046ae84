import { screen } from '@testing-library/react';
import { renderAt, setUpAuthTest } from '../features/auth/testing/auth-test-kit';
import { GuardedRoute } from './GuardedRoute';

describe('a guarded route', () => {
  beforeEach(async () => {
    await setUpAuthTest();
  });

  it('sends a visitor to the login page that comes back to the page asked for', async () => {
    renderAt(
      '/account/wallet?tab=top-up',
      <GuardedRoute entry={{ path: '/account/*', owner: 'account', page: 'account', guard: 'customer' }} />,
      '/account/*',
    );
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/auth/login?next=${encodeURIComponent('/account/wallet?tab=top-up')}`,
    );
  });

  it('sends other refusals where the guard says, without a way back', async () => {
    renderAt('/b2b', <GuardedRoute entry={{ path: '/b2b', owner: 'business', page: 'landing', guard: 'business' }} />);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
