import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { SESSION, renderAt, setUpAuthTest, testUnit } from '../features/auth/testing/auth-test-kit';
import { Header } from './Header';

/** A window whose width query can be changed by the test (jsdom has no layout). */
function fakeWidthQuery() {
  const listeners = new Set<() => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    widen() {
      query.matches = true;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('the header', () => {
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('lists the map link, opening the brand map in a new tab', async () => {
    await setUpAuthTest(testUnit({ mapUrl: 'https://stores.example.test/map' }));
    renderAt('/', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const map = within(nav).getByRole('link', { name: 'Stores (opens in a new tab)' });
    expect(map).toHaveAttribute('href', 'https://stores.example.test/map');
    expect(map).toHaveAttribute('target', '_blank');
  });

  it("opens the mobile menu as a modal with hello and the member's account links; Escape closes it", async () => {
    fakeWidthQuery();
    await setUpAuthTest(testUnit({}, { wallet: true }));
    act(() => sessionStore.getState().signIn(SESSION));
    renderAt('/', <Header />);
    // Shown by the compact header's media query, which jsdom does not apply.
    const toggle = screen.getByTestId('menu-toggle');
    expect(toggle).toHaveTextContent('Show the menu');
    toggle.focus();
    fireEvent.click(toggle);

    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByTestId('mobile-menu-hello')).toHaveTextContent('Hello, Layla Haddad');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['My account', '/account'],
        ['My cards', '/account/cards'],
        ['Wallet', '/account/wallet'],
        ['Order history', '/account/history'],
        ['Inbox', '/account/inbox'],
        ['Profile', '/account/profile'],
      ]),
    );
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('shows For business to guests and business users, disabled for individuals; For customer off for B', async () => {
    await setUpAuthTest(testUnit({}, { b2b: true }));
    const view = renderAt('/', <Header />);
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav()).getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/b2b/info');
    expect(within(nav()).getByRole('link', { name: 'Individuals' })).toHaveAttribute('href', '/');

    act(() => sessionStore.getState().signIn(SESSION));
    const forBusiness = within(nav()).getByRole('link', { name: 'Businesses' });
    expect(forBusiness).toHaveAttribute('aria-disabled', 'true');
    expect(forBusiness).not.toHaveAttribute('href');
    expect(within(nav()).getByRole('link', { name: 'Individuals' })).toHaveAttribute('href', '/');
    act(() => sessionStore.getState().signOut());

    act(() => sessionStore.getState().signIn({ ...SESSION, custType: 'B' as const, custName: 'Atelier Durand SAS' }));
    expect(within(nav()).getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/b2b');
    const forCustomer = within(nav()).getByRole('link', { name: 'Individuals' });
    expect(forCustomer).toHaveAttribute('aria-disabled', 'true');
    expect(forCustomer).not.toHaveAttribute('href');
    view.unmount();
  });

  it('greets a visitor and offers the login links; a chosen link closes the menu', async () => {
    fakeWidthQuery();
    await setUpAuthTest(testUnit({}, { b2b: true, queryCard: true }));
    renderAt('/', <Header />);
    fireEvent.click(screen.getByTestId('menu-toggle'));
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(within(menu).getByTestId('mobile-menu-hello')).toHaveTextContent('Hello!');
    expect(within(menu).getByRole('link', { name: 'Business account' })).toHaveAttribute('href', '/auth/b2b/login');
    fireEvent.click(within(menu).getByRole('link', { name: 'Individual account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the mobile menu when the window grows above 1200 px', async () => {
    const width = fakeWidthQuery();
    await setUpAuthTest();
    renderAt('/', <Header />);
    fireEvent.click(screen.getByTestId('menu-toggle'));
    await screen.findByRole('dialog', { name: 'Site menu' });
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 1201px)');
    act(() => width.widen());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
