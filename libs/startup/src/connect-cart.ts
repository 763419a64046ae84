import type { ApiClient } from '@shop/api-client';
import type { BusinessUnit, Language } from '@shop/contracts';
import { cartStore, type CartNotifier, type CartStore } from '@shop/cart-engine';
import { formatAmount, i18n, isLanguage } from '@shop/i18n';
import {
  audienceOf,
  notificationsStore,
  sessionStore,
  type NotificationInput,
  type createSessionStore,
} from '@shop/session';
import { serverCartApi } from './server-cart-api';

type SessionStore = ReturnType<typeof createSessionStore>;

/** The cart's notices, shown in the page's language with the unit's currency. */
export function cartNotifier(
  unit: Pick<BusinessUnit, 'currency' | 'decimalDigits' | 'defaultLanguage'>,
  notify: (input: NotificationInput) => unknown,
): CartNotifier {
  const money = (minorUnits: number) => {
    const language: Language = isLanguage(i18n.language) ? i18n.language : unit.defaultLanguage;
    return formatAmount(minorUnits, { currency: unit.currency, decimalDigits: unit.decimalDigits, language });
  };
  return {
    couponRemoved: ({ coupon }) =>
      notify({
        type: 'success',
        content: { key: 'common:cart.couponRemoved', values: { cardNumber: coupon.cardNumber } },
      }),
    nonPartialCouponWarning: ({ coupon, couponTotal, orderTotal }) =>
      notify({
        type: 'warning',
        content: {
          key: 'common:cart.nonPartialCoupon',
          values: { cardNumber: coupon.cardNumber, couponTotal: money(couponTotal), orderTotal: money(orderTotal) },
        },
      }),
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can be switched off by the browser; the cart then lives in memory for the page.
    return null;
  }
}

/**
 * Points the one cart of the page at the unit: its stored lines and coupons, its currency, the
 * server cart of the signed-in customer and the page's notifications.
 */
export function connectCart(
  api: Pick<ApiClient, 'call'>,
  unit: BusinessUnit,
  session: SessionStore = sessionStore,
  cart: CartStore = cartStore,
): void {
  cart.getState().configure({
    storage: browserStorage('localStorage'),
    sessionStorage: browserStorage('sessionStorage'),
    buId: unit.buId,
    currency: unit.currency,
    serverCart: serverCartApi(api, () => session.getState().user?.custId),
    isLoggedIn: () => audienceOf(session.getState().user) !== 'guest',
    notifier: cartNotifier(unit, (input) => notificationsStore.getState().notify(input)),
  });
}
