import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit, ProductSummary, SalesmanCustomer } from '@shop/contracts';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { sessionStore, type SessionUser } from '@shop/session';
import { TestRouterProvider, createTestRouter } from '@shop/ui/testing';

export { failed, ok, type FakeAnswer };

/** A unit with salesmen (unit 97's parameters, in euros like unit 250). */
export function salesmanUnit(): BusinessUnit {
  return demoUnit97({ currency: 'EUR', paymentType: 'C04|03|05' }, { b2b: true, salesman: true });
}

export const JULIEN: SessionUser = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  custName: 'Julien Moreau',
  custId: '3001',
  custType: 'S',
  paymentType: '',
  isAdminSalesman: false,
  companyType: 0,
  idCardNo: '',
};

export const CLAIRE: SessionUser = { ...JULIEN, custName: 'Claire Bernard', custId: '3002', isAdminSalesman: true };

/** A customer as getCustomerList lists it: Atelier Durand, Registered, verified, Julien's. */
export function customer(overrides: Partial<SalesmanCustomer> = {}): SalesmanCustomer {
  return {
    custId: '2001',
    companyName: 'Atelier Durand SAS',
    contactName: 'Sophie Durand',
    email: 'achats@atelier-durand.com',
    phoneNumber: '+33140000000',
    contractTypeId: 3,
    verified: true,
    businessVerification: 'verified',
    orderBlock: null,
    ownerSalesmanId: '3001',
    ownerSalesmanName: 'Julien Moreau',
    ...overrides,
  } as SalesmanCustomer;
}

export const LEFEVRE = customer({
  custId: '2002',
  companyName: 'CSE Transports Lefèvre',
  contactName: 'Marc Lefèvre',
  email: 'cse@transports-lefevre.com',
  contractTypeId: 2,
  orderBlock: 'enCompte',
});

/** A card sold by email in euros: 25, 50 and 100 EUR. */
export function product(itemCode = 'MC-CE-D', overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    itemCode,
    productName: `Card ${itemCode}`,
    productImgUrl: `/images/${itemCode}.png`,
    categoryId: 1,
    kind: 'D',
    productType: 'GIFT_CARD',
    countryCode: 'FR',
    currency: 'EUR',
    minAmount: 2500,
    maxAmount: 10000,
    denominations: [2500, 5000, 10000],
    isReloadable: false,
    hasDiscount: false,
    ...overrides,
  } as ProductSummary;
}

/** The shell's shared pieces a salesman page finds: texts (with the salesman area's), the unit, the session. */
export async function startSalesmanPage({
  user = JULIEN as SessionUser | null,
  answers = {} as Record<string, FakeAnswer | FakeAnswer[]>,
} = {}) {
  const unit = salesmanUnit();
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'fr'], language: 'en' });
  else await act(() => changeLanguage('en'));
  await loadNamespace('salesman');
  await loadNamespace('checkout');
  localStorage.clear();
  sessionStorage.clear();
  act(() => {
    brandStore.getState().setUnit(unit, '');
    sessionStore.setState({ buId: unit.buId, user });
  });
  return fakeShopApi(answers);
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a salesman page at a path in the shell's kind of router (pages may hold leaving); other paths say where. */
export async function renderSalesmanPage(path: string, page: ReactNode) {
  const unit = brandStore.getState().unit ?? salesmanUnit();
  const router = createTestRouter(
    [
      { path: path.split('?')[0], element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/salesman', path], initialIndex: 1 },
  );
  const view = render(
    <ThemeProvider theme={themeOf(unit)}>
      <TestRouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  return { ...view, router };
}

/** Lets pending calls answer and React settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 4; round += 1) await act(async () => undefined);
}
