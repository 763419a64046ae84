import { allowsGuestCheckout, cartOpensCheckout, checkoutAccess } from './checkout-access';
import { unitWith } from './unit.fixture';

const guest = { signedIn: false, continuesAsGuest: false };
const continuingGuest = { signedIn: false, continuesAsGuest: true };
const member = { signedIn: true, continuesAsGuest: false };

describe('checkout access', () => {
  const guestMode = unitWith({ isEnableGuestMode: true });
  const noGuestMode = unitWith({ isEnableGuestMode: false });

  it('lets a signed-in user check out', () => {
    expect(checkoutAccess(noGuestMode, member)).toBe('checkout');
  });

  it('lets a visitor who continues as guest check out only with guest mode', () => {
    expect(checkoutAccess(guestMode, continuingGuest)).toBe('checkout');
    expect(checkoutAccess(noGuestMode, continuingGuest)).toBe('login');
  });

  it('refuses guest checkout when the unit requires login to buy', () => {
    const unit = unitWith({ isEnableGuestMode: true }, { loginRequiredToBuy: true });
    expect(allowsGuestCheckout(unit)).toBe(false);
    expect(checkoutAccess(unit, continuingGuest)).toBe('login');
  });

  it('always allows checkout in guest-only mode', () => {
    const unit = unitWith({ isEnableGuestMode: false }, { guestOnlyMode: true });
    expect(allowsGuestCheckout(unit)).toBe(true);
    expect(checkoutAccess(unit, guest)).toBe('checkout');
  });

  it('sends a guest who did not choose to continue as guest to login', () => {
    expect(checkoutAccess(guestMode, guest)).toBe('login');
  });

  it('sends them to single sign-on when that is the only login method', () => {
    expect(checkoutAccess(unitWith({ memberShip: 'SSO' }), guest)).toBe('singleSignOn');
    expect(checkoutAccess(unitWith({ memberShip: 'SSO,NL' }), guest)).toBe('login');
  });

  it('opens checkout from the cart only when signed in or guests may check out', () => {
    expect(cartOpensCheckout(noGuestMode, true)).toBe(true);
    expect(cartOpensCheckout(guestMode, false)).toBe(true);
    expect(cartOpensCheckout(noGuestMode, false)).toBe(false);
  });
});
