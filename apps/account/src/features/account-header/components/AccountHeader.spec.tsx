import { fireEvent, screen, within } from '@testing-library/react';
import { demoUnit97 } from '@shop/brand/testing';
import type { AccountHeaderGroup, FeatureSwitches } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { LAYLA, memberService, renderAccountAt, startAccountPage } from '../../../testing/account-test-kit';

const unitOf = (accountHeaderGroup?: AccountHeaderGroup, features: Partial<FeatureSwitches> = {}) =>
  demoUnit97({ memberShip: 'NL', ...(accountHeaderGroup ? { accountHeaderGroup } : {}) }, features);

async function openAccount(accountHeaderGroup?: AccountHeaderGroup, features: Partial<FeatureSwitches> = {}) {
  await startAccountPage({ unit: unitOf(accountHeaderGroup, features) });
  const service = memberService();
  await renderAccountAt('/account/profile');
  return { header: screen.getByTestId('account-header'), service };
}

describe('the account header of each unit group', () => {
  it('default: greets by name on the brand band, with the member number and the wallet balance', async () => {
    const { header } = await openAccount();
    expect(header).toHaveAttribute('data-group', 'DEFAULT');
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('My account');
    expect(within(header).getByTestId('account-signed-in-as')).toHaveTextContent('Hello, Layla Haddad');
    expect(within(header).getByTestId('account-header-number')).toHaveTextContent('Member number 1001');
    expect(within(header).getByRole('link', { name: /Wallet balance: AED\s?120\.00/ })).toHaveAttribute(
      'href',
      '/account/wallet',
    );
  });

  it('default without a wallet: no wallet line and no wallet call', async () => {
    const { header, service } = await openAccount(undefined, { wallet: false });
    expect(within(header).queryByTestId('account-header-wallet')).not.toBeInTheDocument();
    expect(service.callsTo('getMemberWallet')).toEqual([]);
  });

  it('EUROPE: the formal greeting and the customer number', async () => {
    const { header } = await openAccount('EUROPE');
    expect(header).toHaveAttribute('data-group', 'EUROPE');
    expect(within(header).getByTestId('account-signed-in-as')).toHaveTextContent('Welcome, Layla Haddad');
    expect(within(header).getByTestId('account-header-number')).toHaveTextContent('Customer number 1001');
    expect(within(header).getByTestId('account-header-wallet')).toBeInTheDocument();
  });

  it('SRP/BP: the customer number and no wallet line', async () => {
    const { header, service } = await openAccount('SRP_BP');
    expect(within(header).getByTestId('account-header-number')).toHaveTextContent('Customer number 1001');
    expect(within(header).queryByTestId('account-header-wallet')).not.toBeInTheDocument();
    expect(service.callsTo('getMemberWallet')).toEqual([]);
  });

  it('PASSIONBEAUTE: a member card with the unit, the name and the member number', async () => {
    const { header } = await openAccount('PASSIONBEAUTE');
    const card = within(header).getByRole('group', { name: 'Member card' });
    expect(card).toHaveTextContent('Marjan Market');
    expect(card).toHaveTextContent('Layla Haddad');
    expect(within(card).getByTestId('account-header-number')).toHaveTextContent('Member number 1001');
    expect(within(header).getByTestId('account-signed-in-as')).toHaveTextContent('Hello, Layla Haddad');
  });

  it('{hash}: one plain line, no number, no wallet', async () => {
    const { header } = await openAccount('HASH');
    expect(within(header).getByTestId('account-signed-in-as')).toHaveTextContent('Signed in as Layla Haddad');
    expect(within(header).queryByTestId('account-header-number')).not.toBeInTheDocument();
    expect(within(header).queryByTestId('account-header-wallet')).not.toBeInTheDocument();
  });

  it('a business account sees its customer number; signing out ends the session', async () => {
    await startAccountPage({ unit: unitOf(), user: { ...LAYLA, custType: 'B', custName: 'Atelier Durand' } });
    memberService();
    const logout = jest.spyOn(sessionStore.getState(), 'logout').mockResolvedValue(undefined as never);
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('account-header-number')).toHaveTextContent('Customer number 1001');
    fireEvent.click(screen.getByTestId('account-sign-out'));
    expect(logout).toHaveBeenCalled();
    logout.mockRestore();
  });

  it('reads right to left in Arabic', async () => {
    await startAccountPage({ unit: unitOf('EUROPE'), language: 'ar' });
    memberService();
    await renderAccountAt('/account/profile');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('account-signed-in-as')).toHaveTextContent('أهلًا بك، Layla Haddad');
    expect(screen.getByTestId('account-header-number')).toHaveTextContent('رقم العميل 1001');
  });
});
