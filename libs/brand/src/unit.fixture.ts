import type { BusinessUnit, FeatureSwitches } from '@shop/contracts';

/** Unit data as an operator would store it (the shape read from JSON), for the specs of this lib. */
export function unitData() {
  return {
    buId: '97',
    name: 'Demo supermarket',
    countryCode: 'AE',
    currency: 'AED',
    decimalDigits: 2,
    languages: ['en', 'ar'],
    defaultLanguage: 'en',
    memberShip: 'NL,FB,GOOGLE',
    discountType: 'P',
    paymentType: 'C04|14|15',
    cardMadeTaxRate: 0,
    shippingTaxRate: 0,
    isEnableGuestMode: true,
    isAllowMultipleProduct: true,
    b2bMaxQty: 500,
    b2cMaxQty: 10,
    pspProvider: 'UpstreamPay',
    redirectUrl: 'https://shop.example/97',
    mobileRedirectUrl: 'https://m.shop.example/97',
    buType: 'B2C',
    isVatInclude: true,
    banners: { deskImage1: '/banners/d1.jpg' },
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
      cookieConsent: false,
      hideDeliverToMe: false,
    },
    theme: {
      primary: '#c8102e',
      primaryText: '#ffffff',
      accent: '#ffb81c',
      surface: '#ffffff',
      text: '#1a1a1a',
      fontFamily: 'Inter, sans-serif',
    },
    support: {
      phone: '+971 600 522 261',
      email: 'support@shop.ae',
      businessPhone: '+971 4 000 0000',
      businessEmail: 'business@shop.ae',
      message: 'Open every day 6.30 AM to 2.00 AM',
    },
    socialLinks: [],
    moreInfoPages: [],
  };
}

/** A parsed unit with the given parameters and feature switches changed. */
export function unitWith(
  overrides: Partial<Omit<BusinessUnit, 'features'>> = {},
  features: Partial<FeatureSwitches> = {},
): BusinessUnit {
  const data = unitData();
  return {
    ...data,
    gmtOffset: 4,
    b2cMinQty: 1,
    ...overrides,
    features: { ...data.features, ...features },
  } as BusinessUnit;
}
