import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setShopApi, type ApiClient, type ApiResult } from '@shop/api-client';
import { brandStore } from '@shop/brand';
import { themeOf } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import type { ApiError, BusinessUnit, Endpoint, FeatureSwitches } from '@shop/contracts';
import { initI18n } from '@shop/i18n';
import { I18nextProvider, i18n } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';

/** A unit like the demo's unit 97, with the parameters and switches a test changes. */
export function testUnit(overrides: Partial<Omit<BusinessUnit, 'features'>> = {}, features: Partial<FeatureSwitches> = {}): BusinessUnit {
  return {
    buId: '97',
    name: 'Marjan Market',
    countryCode: 'AE',
    currency: 'AED',
    decimalDigits: 2,
    languages: ['en', 'ar'],
    defaultLanguage: 'en',
    gmtOffset: 4,
    memberShip: 'NL,FB,GOOGLE,APPLE',
    discountType: 'TIER',
    paymentType: 'C04|14|15',
    cardMadeTaxRate: 5,
    shippingTaxRate: 5,
    isEnableGuestMode: true,
    isAllowMultipleProduct: true,
    b2bMaxQty: 500,
    b2cMaxQty: 20,
    b2cMinQty: 1,
    pspProvider: 'UpstreamPay',
    redirectUrl: '/loading/order',
    mobileRedirectUrl: '/loading/order',
    buType: 'RETAIL',
    isVatInclude: true,
    banners: {},
    features: {
      wallet: true,
      giftTransfer: true,
      receiveGifts: true,
      quotations: true,
      invoiceDownload: true,
      corporateAccounts: true,
      subscriptionOption: true,
      taxUse: true,
      phoneVerification: false,
      socialAutoRegistration: true,
      b2b: false,
      kyb: false,
      salesman: false,
      twoFactor: false,
      loginRequiredToBuy: false,
      accountDeletion: false,
      guestOnlyMode: false,
      queryCard: true,
      cookieConsent: false,
      hideDeliverToMe: false,
      ...features,
    },
    theme: { primary: '#0b5ea8', primaryText: '#ffffff', accent: '#e2231a', surface: '#f4f7fb', text: '#1b2430', fontFamily: 'system-ui' },
    support: { phone: '+971 800 73232', email: 'care@example.test', businessPhone: '', businessEmail: '', message: '' },
    socialLinks: [],
    moreInfoPages: [],
    ...overrides,
  };
}

export const COUNTRY_LIST = [
  { countryCode: 'AE', countryName: 'United Arab Emirates', areaCode: '+971' },
  { countryCode: 'FR', countryName: 'France', areaCode: '+33' },
];

export const SESSION = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  custName: 'Layla Haddad',
  custId: '1001',
  custType: 'C' as const,
  paymentType: '',
  isAdminSalesman: false,
  companyType: 0,
  idCardNo: '',
};

export const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
export const failed = (error: ApiError, status = 400): ApiResult<never> => ({ ok: false, status, error });

type Answer = (input: Record<string, unknown>) => ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** The page's API client, answering each endpoint by name; every call is recorded. */
export function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const used: Record<string, number> = {};
  const call = jest.fn(async (endpoint: Endpoint, input: unknown) => {
    calls.push({ name: endpoint.name, input: input as Record<string, unknown> });
    const answer = answers[endpoint.name];
    if (!answer) throw new Error(`No answer for ${endpoint.name}`);
    const list = Array.isArray(answer) ? answer : [answer];
    const index = Math.min(used[endpoint.name] ?? 0, list.length - 1);
    used[endpoint.name] = (used[endpoint.name] ?? 0) + 1;
    return list[index](input as Record<string, unknown>);
  });
  const client = { call, onForceLogout: () => () => undefined } as unknown as ApiClient;
  setShopApi(client);
  return { calls, callsOf: (name: string) => calls.filter((entry) => entry.name === name).map((entry) => entry.input) };
}

let i18nReady: Promise<unknown> | null = null;
/** English texts, the unit in the brand store, a fresh session and cart. */
export async function setUpAuthTest(unit: BusinessUnit = testUnit()) {
  i18nReady ??= initI18n({ languages: ['en', 'ar'], language: 'en' });
  await i18nReady;
  brandStore.getState().setUnit(unit, '');
  localStorage.clear();
  sessionStore.getState().configure({ navigate: jest.fn(), notify: jest.fn(), serverLogout: undefined, cart: undefined });
  sessionStore.getState().start(unit.buId, localStorage, { url: 'http://localhost/' });
  const serverCart = { fetch: jest.fn(async () => null), save: jest.fn(async () => undefined), remove: jest.fn(async () => undefined) };
  cartStore.getState().configure({ serverCart, isLoggedIn: () => sessionStore.getState().user !== null, storage: null, sessionStorage: null, buId: unit.buId });
  return { serverCart };
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` in a router; other paths show where the page navigated to. */
export function renderAt(path: string, element: ReactNode, routePath = path.split('?')[0]) {
  const unit = brandStore.getState().unit as BusinessUnit;
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themeOf(unit)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
