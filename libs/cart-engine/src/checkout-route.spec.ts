import { checkoutRouteFromCart, type CheckoutFromCartContext } from './checkout-route';
import { line } from '@shop/cart-rules/testing';

const base: CheckoutFromCartContext = {
  items: [line('a', { draftPath: '/buying-self' })],
  isSingleSignOn: false,
  isLoggedIn: false,
  isGuestModeAllowed: false,
  isGuestContinuationAllowed: false,
};

describe('Checkout from cart: empty cart goes to the home main section', () => {
  it('sends an empty cart home, whatever the auth mode', () => {
    expect(checkoutRouteFromCart({ ...base, items: [] })).toEqual({ to: 'home-main-section' });
    expect(checkoutRouteFromCart({ ...base, items: [], isSingleSignOn: true })).toEqual({ to: 'home-main-section' });
  });
});

describe('Checkout from cart: single sign-on needs login unless guest mode or guest continuation is allowed', () => {
  it('sends a visitor who is not logged in to login with checkout as the next step', () => {
    expect(checkoutRouteFromCart({ ...base, isSingleSignOn: true })).toEqual({ to: 'login', nextStep: 'checkout' });
  });

  it('lets a logged-in user, guest mode or guest continuation go on to checkout', () => {
    const expected = { to: 'checkout', path: '/buying-self/checkout' };
    expect(checkoutRouteFromCart({ ...base, isSingleSignOn: true, isLoggedIn: true })).toEqual(expected);
    expect(checkoutRouteFromCart({ ...base, isSingleSignOn: true, isGuestModeAllowed: true })).toEqual(expected);
    expect(checkoutRouteFromCart({ ...base, isSingleSignOn: true, isGuestContinuationAllowed: true })).toEqual(
      expected,
    );
  });
});

describe('Checkout from cart otherwise goes to the draft path plus /checkout', () => {
  it("uses the first line's draft path", () => {
    const items = [line('a', { draftPath: '/b2b/buying' }), line('b', { draftPath: '/buying-self' })];
    expect(checkoutRouteFromCart({ ...base, items })).toEqual({ to: 'checkout', path: '/b2b/buying/checkout' });
    expect(checkoutRouteFromCart({ ...base, items: [line('a', { draftPath: '/salesman/buying/' })] })).toEqual({
      to: 'checkout',
      path: '/salesman/buying/checkout',
    });
  });

  it('falls back to the consumer buying flow when the line has no draft path', () => {
    expect(checkoutRouteFromCart({ ...base, items: [line('a')] })).toEqual({
      to: 'checkout',
      path: '/buying-friend/checkout',
    });
  });
});
