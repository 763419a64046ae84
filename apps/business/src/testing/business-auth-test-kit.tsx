import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import type { BusinessUnit } from '@shop/contracts';
import { initI18n, loadNamespace } from '@shop/i18n';
import { I18nextProvider, i18n } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';

export { failed, fakeShopApi, ok } from '@shop/api-client/testing';

/** A French unit with B2B, like unit 250 (captcha off in tests: useCaptcha is mocked by the specs). */
export function unit250(): BusinessUnit {
  return demoUnit97(
    { buId: '250', countryCode: 'FR', memberShip: 'NL' },
    { b2b: true, phoneVerification: false, cookieConsent: false },
  );
}

export const COUNTRY_LIST = [
  { countryCode: 'FR', countryName: 'France', areaCode: '33' },
  { countryCode: 'BE', countryName: 'Belgium', areaCode: '32' },
];

let i18nReady: Promise<unknown> | null = null;
/** English texts with the business sign-in area, the unit in the brand store, a fresh session and cart. */
export async function setUpBusinessTest(unit: BusinessUnit = unit250()) {
  i18nReady ??= initI18n({ languages: ['en', 'fr'], language: 'en' }).then(() => loadNamespace('business'));
  await i18nReady;
  brandStore.getState().setUnit(unit, '');
  localStorage.clear();
  sessionStore
    .getState()
    .configure({ navigate: jest.fn(), notify: jest.fn(), serverLogout: undefined, cart: undefined });
  sessionStore.getState().start(unit.buId, localStorage, { url: 'http://localhost/' });
  cartStore.getState().configure({
    serverCart: { fetch: jest.fn(async () => null), save: jest.fn(async () => undefined), remove: jest.fn() },
    isLoggedIn: () => sessionStore.getState().user !== null,
    storage: null,
    sessionStorage: null,
    buId: unit.buId,
  });
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a page at `path`; other paths show where it navigated to. */
export async function renderAt(path: string, element: ReactNode) {
  const unit = brandStore.getState().unit as BusinessUnit;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themeOf(unit)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
  await act(async () => undefined);
  return view;
}
