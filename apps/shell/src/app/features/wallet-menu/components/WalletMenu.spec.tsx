import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { SESSION, failed, fakeApi, ok, renderAt, setUpAuthTest, testUnit } from '../../auth/testing/auth-test-kit';
import { WalletMenu } from './WalletMenu';

const WALLET = {
  balance: 12_550,
  currency: 'AED',
  orderCount: 2,
  monthlyOrders: 1,
  isReloadable: true,
  isTopUpAllowed: true,
  topUpMinAmount: 5_000,
  topUpMaxAmount: 1_000_000,
  cardNumber: '6000000000000001',
};

describe('the wallet dropdown', () => {
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('is for signed-in members of a unit with a wallet', async () => {
    await setUpAuthTest(testUnit({}, { wallet: true }));
    renderAt('/', <WalletMenu />);
    expect(screen.queryByTestId('wallet-menu')).toBeNull();
  });

  it('fetches the available credit when opened and offers top-up', async () => {
    await setUpAuthTest(testUnit({}, { wallet: true }));
    act(() => sessionStore.getState().signIn(SESSION));
    const api = fakeApi({ getMemberWallet: () => ok(WALLET) });
    renderAt('/', <WalletMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your wallet…');
    expect((await screen.findByTestId('wallet-balance')).textContent?.replace(/\u00a0/g, ' ')).toBe('AED 125.50');
    expect(api.callsOf('getMemberWallet')).toEqual([{ custId: '1001' }]);
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/account/wallet');
  });

  it('hides top-up when the unit hides it, and says when the wallet cannot be loaded, with a retry', async () => {
    await setUpAuthTest(testUnit({}, { wallet: true, hideWalletTopUp: true }));
    act(() => sessionStore.getState().signIn(SESSION));
    fakeApi({
      getMemberWallet: [() => failed({ code: 500, message: 'down' } as never, 500), () => ok(WALLET)],
    });
    renderAt('/', <WalletMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-balance')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Top up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my wallet' })).toBeInTheDocument();
  });
});
