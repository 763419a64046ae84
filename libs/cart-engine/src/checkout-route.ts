import type { CartItem } from '@shop/cart-rules';
import { CHECKOUT_PATH_SUFFIX, DEFAULT_DRAFT_PATH } from './constants';

export interface CheckoutFromCartContext {
  items: CartItem[];
  /** The unit signs visitors in through single sign-on. */
  isSingleSignOn: boolean;
  isLoggedIn: boolean;
  /** The unit allows guest checkout (isEnableGuestMode). */
  isGuestModeAllowed: boolean;
  /** The visitor chose to continue as a guest, and that is allowed. */
  isGuestContinuationAllowed: boolean;
}

export type CheckoutFromCartRoute =
  { to: 'home-main-section' } | { to: 'login'; nextStep: 'checkout' } | { to: 'checkout'; path: string };

/**
 * Checkout from the cart: an empty cart goes to the home main section; with single sign-on a
 * visitor who is not logged in must log in first (next step checkout) unless guest mode or guest
 * continuation is allowed; otherwise the first line's draft path plus /checkout.
 */
export function checkoutRouteFromCart(context: CheckoutFromCartContext): CheckoutFromCartRoute {
  if (context.items.length === 0) return { to: 'home-main-section' };
  const mayProceed = context.isLoggedIn || context.isGuestModeAllowed || context.isGuestContinuationAllowed;
  if (context.isSingleSignOn && !mayProceed) return { to: 'login', nextStep: 'checkout' };
  const draftPath = context.items[0].data.draftPath.replace(/\/+$/, '') || DEFAULT_DRAFT_PATH;
  return { to: 'checkout', path: `${draftPath}${CHECKOUT_PATH_SUFFIX}` };
}
