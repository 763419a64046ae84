import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { SESSION, renderAt, setUpAuthTest, testUnit } from '../features/auth/testing/auth-test-kit';
import { AccountMenu } from './AccountMenu';

describe('the header account menu', () => {
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('gives visitors a login dropdown: individual account, business account with B2B, balance query', async () => {
    await setUpAuthTest(testUnit({}, { b2b: true, queryCard: true }));
    renderAt('/query', <AccountMenu />);
    const button = screen.getByTestId('login-link');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Individual account' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fquery',
    );
    expect(screen.getByRole('link', { name: 'Business account' })).toHaveAttribute('href', '/auth/b2b/login');
    expect(screen.getByRole('link', { name: 'Query balance' })).toHaveAttribute('href', '/query');
  });

  it('leaves the business account out when the unit has no B2B', async () => {
    await setUpAuthTest(testUnit({}, { b2b: false, queryCard: false }));
    renderAt('/', <AccountMenu />);
    fireEvent.click(screen.getByTestId('login-link'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Individual account']);
  });

  it('shows a signed-in user their name; Escape closes the menu and gives the focus back', async () => {
    await setUpAuthTest();
    act(() => sessionStore.getState().signIn(SESSION));
    renderAt('/', <AccountMenu />);
    // The signed-in menu's code loads on demand.
    const button = await screen.findByRole('button', { name: /Hello, Layla Haddad/ });
    expect(screen.getByTestId('account-menu')).toHaveTextContent('Hello, Layla Haddad');

    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    screen.getByRole('link', { name: 'Profile' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Profile' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('signs out from the menu', async () => {
    await setUpAuthTest();
    act(() => sessionStore.getState().signIn(SESSION));
    renderAt('/', <AccountMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Hello, Layla Haddad/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByTestId('login-link')).toBeInTheDocument();
  });
});
