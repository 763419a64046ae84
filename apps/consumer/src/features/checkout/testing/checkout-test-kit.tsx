import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { cartStore, type CartItemInput } from '@shop/cart-engine';
import type { BusinessUnit } from '@shop/contracts';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { sessionStore, type SessionUser } from '@shop/session';
import { TestRouterProvider, createTestRouter } from '@shop/ui/testing';

export const LAYLA: SessionUser = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  custName: 'Layla Haddad',
  custId: '1001',
  custType: 'C',
  paymentType: '',
  companyType: 0,
  isAdminSalesman: false,
  idCardNo: '',
};

export const ORDER_NO = 'K7M2Q9X4T8W3B6N1R5Y0';

/** An email gift card line as the buying steps put it in the cart. */
export function emailCard(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    itemCode: 'MARJ100',
    templateId: 7,
    productName: 'Marjan Grocery Card',
    productImgUrl: '/assets/supermarket.png',
    amount: 10000,
    qty: 2,
    deliverType: 'Email',
    senderName: 'Layla Haddad',
    senderEmail: 'layla@example.com',
    receiverName: 'Omar Haddad',
    receiverEmail: 'omar@example.com',
    message: 'Happy birthday!',
    draftPath: '/buying-friend',
    ...overrides,
  };
}

/** The answers of a working shop: means of unit 97, a wallet, an order of 200.00 AED. */
export function shopAnswers(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return {
    getPaymentMeans: () =>
      ok({
        pspProvider: 'UpstreamPay',
        paymentMeans: [
          { code: 'C04', hosted: true },
          { code: '14', hosted: false },
          { code: '15', hosted: false },
        ],
      }),
    getMemberWallet: () =>
      ok({ balance: 5000, currency: 'AED', isReloadable: true, processAmount: 0, inProgressBalance: 5000, orders: [] }),
    createOrder: () =>
      ok({
        orderNo: ORDER_NO,
        currency: 'AED',
        grossAmount: 20000,
        discountAmount: 0,
        feeAmount: 0,
        shippingAmount: 0,
        taxAmount: 0,
        orderAmtTot: 20000,
        orderLines: [],
      }),
    confirmOrder: (input: Record<string, unknown>) => {
      const coupons = (input.couponList as unknown[]).length > 0 ? 7500 : 0;
      return ok({
        orderNo: ORDER_NO,
        orderAmtTot: 20000 - coupons,
        couponAmount: coupons,
        walletAmount: 0,
        isConfirm: true,
        isPaid: false,
        status: '041',
      });
    },
    paymentInitToken: () => ok({ csrfToken: 'csrf-token-1', expiresInSeconds: 1800 }),
    createPayment: () =>
      ok({
        redirectUrl: 'http://127.0.0.1:4400/pay/pay_abcdefghijklmnopqrstuv',
        paymentId: 'pay_abcdefghijklmnopqrstuv',
        orderNo: ORDER_NO,
      }),
    cancelOrder: () => ok({ orderNo: ORDER_NO, isCanceled: true, status: '02' }),
    queryCard: () =>
      ok({
        cardNumber: '************9876',
        cardBalance: 7500,
        currency: 'AED',
        isAllowPartialRedeem: true,
        subPayDesc: '',
        suitedItemCode: [],
        isThirdPartyCoupon: false,
        expiresAt: '2027-11-23T00:00:00.000Z',
      }),
    ...overrides,
  };
}

export async function settle() {
  for (let round = 0; round < 6; round += 1) await act(async () => undefined);
}

interface OpenOptions {
  user?: SessionUser | null;
  lines?: CartItemInput[];
  answers?: Record<string, FakeAnswer | FakeAnswer[]>;
  unit?: BusinessUnit;
  language?: 'en' | 'ar';
  path?: string;
  /** Keep the tab's session storage, as a page opened again in the same tab (browser back) does. */
  keepTab?: boolean;
}

/** The checkout page of unit 97 in the shell's kind of router (as the shell mounts it), with a cart and a session. */
export async function openCheckout(page: ReactElement, options: OpenOptions = {}) {
  const { user = LAYLA, lines = [emailCard()], unit = demoUnit97(), language = 'en' } = options;
  // A new tab, unless the test keeps what the previous page kept (keepTab).
  if (!options.keepTab) window.sessionStorage.clear();
  const path = options.path ?? '/buying-friend/checkout';
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  else await changeLanguage(language);
  await loadNamespace('checkout');
  await loadNamespace('buying');
  brandStore.getState().setUnit(unit, '');
  sessionStore.setState({ buId: unit.buId, user });
  const cart = cartStore.getState();
  cart.configure({ storage: null, sessionStorage: null, buId: unit.buId, currency: unit.currency, serverCart: null });
  cart.clearCart();
  for (const line of lines) cartStore.getState().addOrder({ id: `line-${lines.indexOf(line) + 1}`, data: line });
  const api = fakeShopApi(shopAnswers(options.answers));
  const router = createTestRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/auth/login', element: <h1>Log in page</h1> },
      { path: '/order/:number', element: <h1>Order result</h1> },
      { path: path, element: page },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const view = render(
    <ThemeProvider theme={themeOf(unit)}>
      <TestRouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  return { ...api, router, view };
}
