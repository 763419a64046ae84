import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import {
  type Address,
  type AddressBookEntry,
  type BusinessUnit,
  type FeatureSwitches,
  type FieldIssue,
  type MemberProfile,
  type Wallet,
} from '@shop/contracts';
import { initI18n, changeLanguage, i18n, loadNamespace } from '@shop/i18n';
import { sessionStore, type SessionUser } from '@shop/session';
import { AccountPage } from '../pages/AccountPage';
import { forgetReferenceData } from '../features/reference-data/api/reference-api';

/** Unit 97's parameters as the API answers them, with feature switches a test may change. */
export function unit97(features: Partial<FeatureSwitches> = {}): BusinessUnit {
  return demoUnit97({ memberShip: 'NL' }, features);
}

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

export const HOME: AddressBookEntry = {
  addressId: '11',
  civillity: 2,
  firstName: 'Layla',
  lastName: 'Haddad',
  city: 'Dubai',
  country: 'AE',
  firstAddress: 'Villa 12, Street 4, Al Barsha 2',
  secondAddress: '',
  phoneNumber: '+971501234567',
  zipCode: '00000',
  addressBookName: 'Home',
  isDefault: true,
};

export const OFFICE: AddressBookEntry = {
  ...HOME,
  addressId: '12',
  firstAddress: 'Office 901, Marina Plaza',
  addressBookName: 'Office',
  isDefault: false,
};

export function laylaProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    custId: '1001',
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla.haddad@example.com',
    contractTypeId: 1,
    isActivateAccount: 1,
    civillity: 2,
    memberType: 'B2C',
    phoneNumber: '+971501234567',
    allowUpdateProfile: true,
    isSubscription: true,
    companyInfo: null,
    deliveryInfo: null,
    invoiceInfo: null,
    deliveryAddressBook: [HOME, OFFICE],
    ...overrides,
  };
}

/** The wallet the account header's balance line reads. */
export const WALLET: Wallet = {
  balance: 12_000,
  currency: 'AED',
  orderCount: 0,
  monthlyOrders: 0,
  isReloadable: true,
  isTopUpAllowed: true,
  topUpMinAmount: 5_000,
  topUpMaxAmount: 500_000,
  cardNumber: '6280001000123456',
  processAmount: 0,
  inProgressBalance: 12_000,
};

const COUNTRIES = [
  { countryCode: 'AE', countryName: 'United Arab Emirates', areaCode: '+971' },
  { countryCode: 'FR', countryName: 'France', areaCode: '+33' },
];

export type Answer = FakeAnswer;
export { ok };
export const refused = (code: number, message: string, issues?: FieldIssue[]) =>
  failed({ code, message, ...(issues ? { issues } : {}) });

/**
 * The page's API client for these tests: a small member service that keeps the profile and the
 * address book as the platform API does (the default address first, ids on stored addresses), with
 * any call's answer replaceable by a test. Every call is recorded.
 */
export function memberService(options: { profile?: MemberProfile; answers?: Record<string, Answer> } = {}) {
  let profile = options.profile ?? laylaProfile();
  let book = profile.deliveryAddressBook;
  let nextId = 100;
  const store = (addresses: Address[]): AddressBookEntry[] =>
    addresses
      .map((address) => ({ ...address, addressId: String(nextId++) }))
      .sort((left, right) => Number(right.isDefault) - Number(left.isDefault));
  const standard: Record<string, Answer> = {
    getMemberProfile: () => ok(profile),
    updateMemberProfile: (input) => {
      const changes: Record<string, unknown> = { ...input };
      delete changes.custId;
      delete changes.otpId;
      profile = { ...profile, ...(changes as Partial<MemberProfile>) };
      return ok(profile);
    },
    getMemberAddressBook: () => ok({ deliveryAddressBook: book }),
    updateMemberAddressBook: ({ deliveryAddressBook }) => {
      book = store(deliveryAddressBook as Address[]);
      return ok({ deliveryAddressBook: book });
    },
    getCountryCodes: () => ok({ countryList: COUNTRIES }),
    getEmailVerification: () =>
      ok({ email: profile.email, verified: profile.isActivateAccount === 1, lastSentAt: null, resendInSeconds: 0 }),
    getMemberWallet: () => ok(WALLET),
    getReferenceList: ({ mID }) =>
      ok({
        scodeList:
          mID === 'IND'
            ? [
                { code: 'RETAIL', name: 'Retail' },
                { code: 'SERVICES', name: 'Services' },
              ]
            : [{ code: 'PRIVATE', name: 'Private company' }],
      }),
    sendOtp: () => ok({ otpId: 'otp-id-0000000000001' }),
    confirmOtp: ({ otp }) =>
      otp === '123456' ? ok({ result: true }) : refused(10030, 'The code is wrong, please try again.'),
  };
  const { callsOf } = fakeShopApi({ ...standard, ...options.answers });
  /** The calls to one endpoint, in order. */
  return { callsTo: callsOf };
}

/** Starts the shared pieces a remote page finds in the shell: texts, the unit and the session. */
export async function startAccountPage({ unit = unit97(), user = LAYLA, language = 'en' as 'en' | 'ar' } = {}) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  else await changeLanguage(language);
  // The account area's texts load when it opens (AccountPage); loaded here for the screens tested alone.
  await loadNamespace('account');
  brandStore.getState().setUnit(unit, '');
  sessionStore.setState({ buId: unit.buId, user });
  forgetReferenceData();
  return unit;
}

/** Renders the account remote at a path, as the shell mounts it (/account/*), and lets it load. */
export async function renderAccountAt(path: string, unit = brandStore.getState().unit ?? unit97()) {
  const view = render(
    <ThemeProvider theme={themeOf(unit)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/account/*" element={<AccountPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await settle();
  return view;
}

/** Lets pending calls answer and React settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await act(async () => undefined);
}
