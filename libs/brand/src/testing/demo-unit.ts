import * as v from 'valibot';
import { BusinessUnitSchema, type BusinessUnit, type FeatureSwitches } from '@shop/contracts';

/**
 * The demo unit 97 (Marjan Market) as the API answers its parameters, for page tests of any app;
 * a test changes the parameters and feature switches it is about.
 */
export function demoUnit97(
  overrides: Partial<Omit<BusinessUnit, 'features'>> = {},
  features: Partial<FeatureSwitches> = {},
): BusinessUnit {
  return v.parse(BusinessUnitSchema, {
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
      phoneVerification: true,
      socialAutoRegistration: true,
      b2b: false,
      kyb: false,
      salesman: false,
      twoFactor: false,
      loginRequiredToBuy: false,
      accountDeletion: false,
      guestOnlyMode: false,
      queryCard: true,
      cookieConsent: true,
      hideDeliverToMe: false,
      ...features,
    },
    theme: {
      primary: '#0b5ea8',
      primaryText: '#ffffff',
      accent: '#e2231a',
      surface: '#f4f7fb',
      text: '#1b2430',
      fontFamily: 'system-ui',
    },
    support: {
      phone: '+971 800 73232',
      email: 'care@marjan-market.test',
      businessPhone: '',
      businessEmail: '',
      message: '',
    },
    socialLinks: [],
    moreInfoPages: [],
    ...overrides,
  });
}
