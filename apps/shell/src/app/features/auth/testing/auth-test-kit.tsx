import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import type { BusinessUnit, FeatureSwitches } from '@shop/contracts';
import { initI18n, loadNamespace } from '@shop/i18n';
import { I18nextProvider, i18n } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';

/** The demo unit 97 without phone verification or cookie consent, with what a test changes. */
export function testUnit(
  overrides: Partial<Omit<BusinessUnit, 'features'>> = {},
  features: Partial<FeatureSwitches> = {},
): BusinessUnit {
  return demoUnit97(overrides, { phoneVerification: false, cookieConsent: false, ...features });
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

export { ok, failed };

/** The page's API client, answering each endpoint by name; every call is recorded. */
export function fakeApi(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  return fakeShopApi(answers);
}

let i18nReady: Promise<unknown> | null = null;
/** English texts, the unit in the brand store, a fresh session and cart. */
export async function setUpAuthTest(unit: BusinessUnit = testUnit()) {
  // The sign-in pages' texts are an area namespace: ShellPageView loads it with the page.
  i18nReady ??= initI18n({ languages: ['en', 'ar'], language: 'en' }).then(() => loadNamespace('auth'));
  await i18nReady;
  brandStore.getState().setUnit(unit, '');
  localStorage.clear();
  sessionStore
    .getState()
    .configure({ navigate: jest.fn(), notify: jest.fn(), serverLogout: undefined, cart: undefined });
  sessionStore.getState().start(unit.buId, localStorage, { url: 'http://localhost/' });
  const serverCart = {
    fetch: jest.fn(async () => null),
    save: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
  };
  cartStore.getState().configure({
    serverCart,
    isLoggedIn: () => sessionStore.getState().user !== null,
    storage: null,
    sessionStorage: null,
    buId: unit.buId,
  });
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
