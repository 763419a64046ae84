import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { brandStore } from '@shop/brand';
import { themeOf } from '@shop/brand/react';
import { cartStore, type CartItemInput } from '@shop/cart-engine';
import type { BusinessUnit } from '@shop/contracts';
import type { SessionUser } from '@shop/session';
import { TestRouterProvider } from '@shop/ui/testing';
import {
  b2bUnit,
  durandProfile,
  ok,
  pageRouter,
  settle,
  startBusinessPage,
  type FakeAnswer,
} from './business-test-kit';

export const ORDER_NO = 'K7M2Q9X4T8W3B6N1R5Y0';
export const QUOTATION_NO = 'Q4M2Q9X4T8W3B6N1R5Y0';
export const FILE_ID = '0123456789abcdef0123456789abcdef';

/** A unit like 250: France, euros, B2B on. */
export function unitInEuros(overrides: Partial<Omit<BusinessUnit, 'features'>> = {}): BusinessUnit {
  return b2bUnit({ currency: 'EUR', countryCode: 'FR', decimalDigits: 2, ...overrides });
}

/** An email card for an employee as the business buying page puts it in the cart. */
export function staffCard(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    itemCode: 'BIZ50',
    productName: 'Business Gift Card',
    amount: 5000,
    qty: 2,
    deliverType: 'Email',
    kind: 'D',
    senderName: 'Atelier Durand',
    senderEmail: 'achats@atelier-durand.com',
    receiverName: 'Camille Martin',
    receiverEmail: 'camille@atelier-durand.com',
    draftPath: '/b2b/buying',
    ...overrides,
  };
}

export const EN_COMPTE_MEANS = [
  { code: '14', hosted: false },
  { code: '03', hosted: false },
  { code: '05', hosted: false },
];

const prices = (orderNo: string, total: number) => ({
  orderNo,
  currency: 'EUR',
  grossAmount: total,
  discountAmount: 0,
  feeAmount: 0,
  shippingAmount: 0,
  taxAmount: 0,
  orderAmtTot: total,
  orderLines: [],
});

/** The answers of a working shop for an En Compte business with 500.00 EUR in its wallet. */
export function checkoutAnswers(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return {
    getPaymentMeans: () => ok({ pspProvider: 'Sandbox', paymentMeans: EN_COMPTE_MEANS }),
    getMemberProfile: () => ok(durandProfile({ contractTypeId: 2, businessVerification: 'verified' })),
    getMemberWallet: () =>
      ok({
        balance: 50000,
        currency: 'EUR',
        isReloadable: true,
        processAmount: 0,
        inProgressBalance: 50000,
        orders: [],
      }),
    createOrder: () => ok(prices(ORDER_NO, 10000)),
    quoteOrder: () => ok(prices(QUOTATION_NO, 10000)),
    orderLargeOrderFile: () =>
      ok({ orderNo: ORDER_NO, currency: 'EUR', orderAmtTot: 49700, orderedRowCount: 497, refusedRowCount: 3 }),
    orderQuotation: () => ok(prices(ORDER_NO, 10000)),
    confirmOrder: (input: Record<string, unknown>) =>
      ok({
        orderNo: ORDER_NO,
        orderAmtTot: input.paymentMean === '14' ? 0 : 10000,
        couponAmount: 0,
        walletAmount: input.paymentMean === '14' ? 10000 : 0,
        isConfirm: true,
        isPaid: input.paymentMean === '14',
        status: input.paymentMean === '14' ? '09' : '041',
      }),
    cancelOrder: () => ok({ orderNo: ORDER_NO, isCanceled: true, status: '02' }),
    paymentInitToken: () => ok({ csrfToken: 'csrf-token-1', expiresInSeconds: 1800 }),
    createPayment: () =>
      ok({
        redirectUrl: 'http://127.0.0.1:4400/pay/pay_abcdefghijklmnopqrstuv',
        paymentId: 'pay_1',
        orderNo: ORDER_NO,
      }),
    ...overrides,
  };
}

/** Where the page went: path and query of the page shown. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

interface OpenOptions {
  page: ReactNode;
  path?: string;
  lines?: CartItemInput[];
  answers?: Record<string, FakeAnswer | FakeAnswer[]>;
  unit?: BusinessUnit;
  user?: SessionUser;
  language?: 'en' | 'ar';
}

/** A business checkout page with a cart and a signed-in business, as the shell mounts it. */
export async function openBusinessCheckout({
  page,
  path = '/b2b/buying/checkout',
  lines = [staffCard()],
  answers = {},
  unit = unitInEuros(),
  user,
  language = 'en',
}: OpenOptions) {
  window.sessionStorage.clear();
  const api = await startBusinessPage({ unit, language, answers: checkoutAnswers(answers), ...(user && { user }) });
  act(() => {
    const cart = cartStore.getState();
    cart.configure({ storage: null, sessionStorage: null, buId: unit.buId, currency: unit.currency, serverCart: null });
    cart.clearCart();
    lines.forEach((line, index) => cartStore.getState().addOrder({ id: `line-${index + 1}`, data: line }));
  });
  const router = pageRouter(path, page, <Landed />);
  const view = render(
    <ThemeProvider theme={themeOf(brandStore.getState().unit ?? unit)}>
      <TestRouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  await settle();
  return { ...api, view, router };
}
