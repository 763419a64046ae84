import { walletButtonOf } from './wallet-button';
import { unitWith } from './unit.fixture';

const reloadable = { isReloadable: true };

describe('wallet button', () => {
  const walletUnit = unitWith({}, { wallet: true });

  it('shows with top-up for signed-in individuals and business users with a reloadable wallet', () => {
    expect(walletButtonOf(walletUnit, 'individual', reloadable)).toEqual({ shows: true, showsTopUp: true });
    expect(walletButtonOf(walletUnit, 'business', reloadable)).toEqual({ shows: true, showsTopUp: true });
  });

  it('never shows for guests or salesmen', () => {
    expect(walletButtonOf(walletUnit, 'guest', reloadable)).toEqual({ shows: false, showsTopUp: false });
    expect(walletButtonOf(walletUnit, 'salesman', reloadable)).toEqual({ shows: false, showsTopUp: false });
  });

  it('never shows when the unit has no wallet', () => {
    expect(walletButtonOf(unitWith({}, { wallet: false }), 'individual', reloadable)).toEqual({
      shows: false,
      showsTopUp: false,
    });
  });

  it('never shows when the wallet-only payment option does not allow it', () => {
    const unit = unitWith({}, { wallet: true, allowsWalletOnlyPayment: false });
    expect(walletButtonOf(unit, 'individual', reloadable)).toEqual({ shows: false, showsTopUp: false });
    expect(
      walletButtonOf(unitWith({}, { wallet: true, allowsWalletOnlyPayment: true }), 'individual', reloadable).shows,
    ).toBe(true);
  });

  it('offers top-up only for a reloadable wallet', () => {
    expect(walletButtonOf(walletUnit, 'individual', { isReloadable: false })).toEqual({
      shows: true,
      showsTopUp: false,
    });
    expect(walletButtonOf(walletUnit, 'individual', null)).toEqual({ shows: true, showsTopUp: false });
  });

  it('offers no top-up when the unit hides it', () => {
    const unit = unitWith({}, { wallet: true, hideWalletTopUp: true });
    expect(walletButtonOf(unit, 'individual', reloadable)).toEqual({ shows: true, showsTopUp: false });
  });
});
