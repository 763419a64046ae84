import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('fetches a business wallet again at every opening, the last balance shown while the new one loads', async () => {
    await setUpAuthTest(testUnit({}, { wallet: true }));
    act(() => sessionStore.getState().signIn({ ...SESSION, custId: '2002', custType: 'B' as never }));
    let answerSecond: () => void = () => undefined;
    const api = fakeApi({
      getMemberWallet: [
        () => ok(WALLET),
        () =>
          new Promise((resolve) => {
            answerSecond = () => resolve(ok({ ...WALLET, balance: 2_000 }));
          }),
      ],
    });
    renderAt('/', <WalletMenu />);
    const button = screen.getByRole('button', { name: 'Wallet' });
    fireEvent.click(button);
    expect(shown(await screen.findByTestId('wallet-balance'))).toBe('AED 125.50');
    fireEvent.click(button);
    expect(screen.queryByTestId('wallet-balance')).toBeNull();

    fireEvent.click(button);
    expect(shown(await screen.findByTestId('wallet-balance'))).toBe('AED 125.50');
    expect(screen.getByRole('status')).toHaveTextContent('Updating your balance…');
    expect(screen.getByTestId('wallet-balance').parentElement).toHaveAttribute('aria-busy', 'true');
    await act(async () => answerSecond());
    await waitFor(() => expect(shown(screen.getByTestId('wallet-balance'))).toBe('AED 20.00'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsOf('getMemberWallet')).toEqual([{ custId: '2002' }, { custId: '2002' }]);
  });

  it('keeps the last balance with a note when fetching it again fails, and the retry asks again', async () => {
    await setUpAuthTest(testUnit({}, { wallet: true }));
    act(() => sessionStore.getState().signIn(SESSION));
    const api = fakeApi({
      getMemberWallet: [
        () => ok(WALLET),
        () => failed({ code: 1234, message: 'down' } as never, 500),
        () => ok({ ...WALLET, balance: 500 }),
      ],
    });
    renderAt('/', <WalletMenu />);
    const button = screen.getByRole('button', { name: 'Wallet' });
    fireEvent.click(button);
    await screen.findByTestId('wallet-balance');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The balance could not be updated');
    expect(shown(screen.getByTestId('wallet-balance'))).toBe('AED 125.50');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shown(screen.getByTestId('wallet-balance'))).toBe('AED 5.00'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsOf('getMemberWallet')).toHaveLength(3);
  });

  it('shows another member none of the last balance', async () => {
    await setUpAuthTest(testUnit({}, { wallet: true }));
    act(() => sessionStore.getState().signIn(SESSION));
    fakeApi({ getMemberWallet: [() => ok(WALLET), () => new Promise(() => undefined)] });
    renderAt('/', <WalletMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Wallet' }));
    await screen.findByTestId('wallet-balance');
    act(() => sessionStore.getState().signIn({ ...SESSION, custId: '1002' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your wallet…');
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
  });
});

const shown = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');
