import type { BusinessUnit } from '@shop/contracts';
import { isSingleSignOnOnly } from './unit-lists';

/** Where a visitor heading for checkout goes: checkout itself, the login page, or single sign-on. */
export type CheckoutAccess = 'checkout' | 'login' | 'singleSignOn';

type CheckoutUnit = Pick<BusinessUnit, 'isEnableGuestMode' | 'memberShip' | 'features'>;

/**
 * Guest checkout needs the unit's guest mode (and no login-required-to-buy switch); guest-only mode
 * always allows it.
 */
export function allowsGuestCheckout(unit: CheckoutUnit): boolean {
  if (unit.features.guestOnlyMode) return true;
  return unit.isEnableGuestMode && !unit.features.loginRequiredToBuy;
}

/**
 * Guest-only mode always allows checkout. Otherwise a signed-in user may check out, and so may a
 * visitor who chose to continue as guest where guest checkout is allowed. Anyone else logs in:
 * through single sign-on when that is the unit's only login method.
 */
export function checkoutAccess(
  unit: CheckoutUnit,
  visitor: { signedIn: boolean; continuesAsGuest: boolean },
): CheckoutAccess {
  if (unit.features.guestOnlyMode) return 'checkout';
  if (visitor.signedIn) return 'checkout';
  if (visitor.continuesAsGuest && allowsGuestCheckout(unit)) return 'checkout';
  return isSingleSignOnOnly(unit) ? 'singleSignOn' : 'login';
}

/** The cart's proceed-to-checkout opens checkout only for a signed-in user or where guests may check out. */
export function cartOpensCheckout(unit: CheckoutUnit, signedIn: boolean): boolean {
  return signedIn || allowsGuestCheckout(unit);
}
