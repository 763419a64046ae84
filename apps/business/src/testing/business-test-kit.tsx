import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit, FeatureSwitches, MemberProfile, ProductSummary } from '@shop/contracts';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { sessionStore, type SessionUser } from '@shop/session';
import { TestRouterProvider, createTestRouter } from '@shop/ui/testing';

export { failed, ok, type FakeAnswer };

/** A B2B unit (unit 97's parameters with B2B on), with parameters and switches a test may change. */
export function b2bUnit(
  overrides: Partial<Omit<BusinessUnit, 'features'>> = {},
  features: Partial<FeatureSwitches> = {},
): BusinessUnit {
  return demoUnit97({ paymentType: 'C04|03|05', ...overrides }, { b2b: true, ...features });
}

export const DURAND: SessionUser = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  custName: 'Sophie Durand',
  custId: '2001',
  custType: 'B',
  paymentType: 'C04|03|05',
  isAdminSalesman: false,
  companyType: 1,
  idCardNo: '',
};

/** The business member's profile as getMemberProfile answers it. */
export function durandProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    custId: '2001',
    firstName: 'Sophie',
    lastName: 'Durand',
    email: 'achats@atelier-durand.com',
    contractTypeId: 3,
    isActivateAccount: 1,
    civillity: 2,
    memberType: 'B2B',
    phoneNumber: '+33140000000',
    allowUpdateProfile: true,
    isSubscription: false,
    companyInfo: {
      accountCategory: 'RETAIL',
      companyName: 'Atelier Durand SAS',
      commercialName: 'Atelier Durand',
      sirenNumber: '512345679',
      vatNumber: 'FR75512345679',
      companyPhoneNumber: '+33140000000',
      societyType: 'PRIVATE',
      city: 'Paris',
      country: 'FR',
      firstAddress: '18 rue de la Paix',
      secondAddress: '',
      zipCode: '75002',
      numberOfEmployees: 42,
      isContactWithStore: false,
    },
    deliveryInfo: null,
    invoiceInfo: null,
    deliveryAddressBook: [],
    ...overrides,
  };
}

/** A catalogue card as getProducts lists it. */
export function product(itemCode: string, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    itemCode,
    productName: `Card ${itemCode}`,
    productImgUrl: `/images/${itemCode}.png`,
    categoryId: 1,
    kind: 'D',
    productType: 'GIFT_CARD',
    countryCode: 'AE',
    currency: 'AED',
    minAmount: 5000,
    maxAmount: 100000,
    denominations: [10000, 5000, 20000],
    isReloadable: false,
    hasDiscount: false,
    ...overrides,
  };
}

/** The shell's shared pieces a business page finds: texts (with the business area's), the unit, the session. */
export async function startBusinessPage({
  unit = b2bUnit(),
  user = DURAND as SessionUser | null,
  language = 'en' as 'en' | 'ar',
  answers = {} as Record<string, FakeAnswer | FakeAnswer[]>,
} = {}) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  // A page of the test before may still be on screen: its texts change with the language.
  else await act(() => changeLanguage(language));
  await loadNamespace('business');
  act(() => {
    brandStore.getState().setUnit(unit, '');
    sessionStore.setState({ buId: unit.buId, user });
  });
  return fakeShopApi(answers);
}

/** Where the app went: the path of the page shown. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/** Renders a business page at a path, as the shell mounts it, and lets its calls answer. */
export async function renderBusinessPage(path: string, page: ReactNode) {
  const unit = brandStore.getState().unit ?? b2bUnit();
  const router = pageRouter(path, page);
  const view = render(
    <ThemeProvider theme={themeOf(unit)}>
      <TestRouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  return { ...view, router };
}

/**
 * The shell's kind of router (a blocking history: pages may hold leaving) holding the page at its path and,
 * one step back in the history, the business landing; any other path shows where the app went.
 */
export function pageRouter(path: string, page: ReactNode, landed: ReactNode = <Landed />) {
  const [pathname] = path.split('?');
  return createTestRouter(
    [
      { path: pathname, element: page },
      { path: '*', element: landed },
    ],
    { initialEntries: ['/b2b', path], initialIndex: 1 },
  );
}

/** Lets pending calls answer and React settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await act(async () => undefined);
}
