import { act, screen } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { SESSION, renderAt, setUpAuthTest } from '../features/auth/testing/auth-test-kit';
import { ForceLogoutPage } from './ForceLogoutPage';

describe('the force-logout landing', () => {
  it('says the session ended, links to the login page of the user type and runs the forced logout', async () => {
    await setUpAuthTest();
    const navigate = jest.fn();
    sessionStore.getState().configure({ navigate });
    act(() => sessionStore.getState().signIn({ ...SESSION, custType: 'B' }));
    renderAt('/force-logout', <ForceLogoutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your session has ended');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/auth/b2b/login');
    await act(async () => undefined);
    expect(sessionStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ kind: 'internal', path: '/auth/b2b/login' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes home with the failed flag', async () => {
    await setUpAuthTest();
    const navigate = jest.fn();
    sessionStore.getState().configure({ navigate });
    act(() => sessionStore.getState().signIn(SESSION));
    renderAt('/force-logout?failed=1', <ForceLogoutPage />);
    await act(async () => undefined);
    expect(navigate).toHaveBeenCalledWith({ kind: 'internal', path: '/' });
  });
});
