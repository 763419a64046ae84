import { createCartStore, encodeStoredValue, cartStorageKey } from '@shop/cart-engine';
import type { BusinessUnit } from '@shop/contracts';
import { createSessionStore, type SessionUser } from '@shop/session';
import { cartNotifier, connectCart } from './connect-cart';
import { recordingApi } from './test-api';

const unit = { buId: '250', currency: 'EUR', decimalDigits: 2, defaultLanguage: 'fr' } as BusinessUnit;
const customer = {
  accessToken: 'a',
  refreshToken: 'r',
  custName: 'Layla',
  custId: '1001',
  custType: 'C',
} as SessionUser;
const coupon = {
  cardNumber: '6000123412341234',
  cardBalance: 5000,
  isAllowPartialRedeem: false,
  suitedItemCode: [],
} as never;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the page's cart is connected to its unit", () => {
  it("loads the unit's stored cart and takes the unit's currency", () => {
    const stored = {
      cartItems: [{ id: 'line-1', data: { itemCode: 'GC-100', amount: 5000, qty: 2 } }],
      salesmanCustomerContractType: null,
    };
    localStorage.setItem(cartStorageKey('250'), encodeStoredValue(stored));
    const cart = createCartStore();
    connectCart(recordingApi().api, unit, createSessionStore(), cart);
    expect(cart.getState().currency).toBe('EUR');
    expect(cart.getState().cartItems.map((item) => item.id)).toEqual(['line-1']);
  });

  it("saves to the server only for a signed-in customer, as that customer's cart", async () => {
    const session = createSessionStore({ navigate: jest.fn(), notify: jest.fn() });
    session.getState().start('250', localStorage, { url: 'http://localhost/250' });
    const cart = createCartStore();
    const { api, calls } = recordingApi({
      getCart: () => ({ ok: true, status: 200, data: { cartData: null } }),
      saveCart: () => ({ ok: true, status: 200, data: { saved: true, updatedAt: 1 } }),
    });
    connectCart(api, unit, session, cart);

    expect(await cart.getState().saveServerCart()).toBe(false);
    expect(calls).toEqual([]);

    session.getState().signIn(customer);
    expect(await cart.getState().saveServerCart()).toBe(true);
    expect(calls.map((call) => call.endpoint)).toEqual(['getCart', 'saveCart']);
    expect(calls[1].input).toMatchObject({ custId: '1001' });
    session.getState().signOut();
  });
});

describe("the cart's notices", () => {
  it('say which coupon left the cart', () => {
    const notify = jest.fn();
    cartNotifier(unit, notify).couponRemoved({ coupon, message: 'removed from cart' });
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      content: { key: 'common:cart.couponRemoved', values: { cardNumber: '6000123412341234' } },
    });
  });

  it("warn about a coupon that cannot be partly spent, with amounts in the unit's currency", () => {
    const notify = jest.fn();
    cartNotifier(unit, notify).nonPartialCouponWarning({ coupon, couponTotal: 12550, orderTotal: 10000 });
    expect(notify).toHaveBeenCalledWith({
      type: 'warning',
      content: {
        key: 'common:cart.nonPartialCoupon',
        values: {
          cardNumber: '6000123412341234',
          couponTotal: expect.stringMatching(/^125,50\s€$/),
          orderTotal: expect.stringMatching(/^100,00\s€$/),
        },
      },
    });
  });
});
