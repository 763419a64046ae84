import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit, OrderResult } from '@shop/contracts';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { sessionStore, type SessionUser } from '@shop/session';
import { OrderResultPage, PaymentLoadingPage, UnlockPage } from '../pages/ReturnPages';

export const LAYLA: SessionUser = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  custName: 'Layla Haddad',
  custId: '1001',
  custType: 'C',
  paymentType: '',
  isAdminSalesman: false,
  companyType: 0,
  idCardNo: '',
};

export const ORDER_NO = 'ABCDEFGHJK0123456789';
export const PAYMENT_ID = 'pay_AbCdEfGhIjKlMnOpQrStUv';

/** A paid guest order of two email cards, as getOrderResult answers it. */
export function orderResult(overrides: Partial<OrderResult> = {}): OrderResult {
  return {
    orderNo: ORDER_NO,
    result: 'paid',
    status: '09',
    paymentMean: 'C04',
    currency: 'AED',
    orderAmtTot: 20_000,
    couponAmount: 0,
    walletAmount: 0,
    dueAmount: 0,
    paidAmount: 20_000,
    paymentWindowEndsAt: '',
    hasPhysical: false,
    isUnlocked: true,
    refund: null,
    orderLines: [
      {
        lineNo: 1,
        productName: 'Marjan Grocery Card',
        kind: 'D',
        qty: 2,
        amount: 10_000,
        lineTotal: 20_000,
        deliverType: 'Email',
        deliverDate: '',
        deliverTimeZone: '',
      },
    ],
    payment: null,
    ...overrides,
  };
}

/** The shell's shared pieces a payment-return page finds: texts (with its own area's), the unit, the session. */
export async function startReturnPage({
  unit = demoUnit97(),
  user = null as SessionUser | null,
  language = 'en' as 'en' | 'ar',
}: { unit?: BusinessUnit; user?: SessionUser | null; language?: 'en' | 'ar' } = {}) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  else await changeLanguage(language);
  await loadNamespace('orderResult');
  brandStore.getState().setUnit(unit, '/97');
  sessionStore.setState({ buId: unit.buId, user });
  return unit;
}

/** Where the app went: the path and query of the page shown. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

/** The remote's pages under the unit's basename, as the shell mounts them, with stand-ins for the others. */
export async function renderReturnAt(path: string, extra: ReactNode = null) {
  const unit = brandStore.getState().unit ?? demoUnit97();
  const view = render(
    <ThemeProvider theme={themeOf(unit)}>
      <MemoryRouter basename="/97" initialEntries={[`/97${path}`]}>
        <Routes>
          <Route path="/order/:number" element={<OrderResultPage />} />
          <Route path="/loading/:type" element={<PaymentLoadingPage />} />
          <Route path="/unlock" element={<UnlockPage />} />
          <Route path="/" element={<Landed name="home" />} />
          <Route path="*" element={<Landed name="elsewhere" />} />
          {extra}
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await settle();
  return view;
}

/** Lets pending calls answer and React settle. */
export async function settle(rounds = 4): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await act(async () => undefined);
}
