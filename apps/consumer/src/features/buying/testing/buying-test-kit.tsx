import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import type { BusinessUnit, ProductDetail } from '@shop/contracts';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { sessionStore } from '@shop/session';
import { TestRouterProvider, createTestRouter } from '@shop/ui/testing';

export const GROCERY: ProductDetail = {
  itemCode: 'MJ-GROCERY-D',
  productName: 'Marjan Grocery eGift',
  productImgUrl: '/api/images/products/mj-grocery-d.svg',
  categoryId: 1,
  kind: 'D',
  productType: 'GIFT_CARD',
  countryCode: 'AE',
  currency: 'AED',
  minAmount: 5000,
  maxAmount: 200000,
  denominations: [5000, 10000, 20000],
  isReloadable: true,
  hasDiscount: false,
  description: 'Spend it on groceries in every Marjan Market.',
  howToUse: 'Show the code at the till.',
  termOfService: 'Valid 12 months from purchase.',
  transferMode: 'EMAIL',
  redeemPlace: '',
  isThirdPartyProduct: false,
  validMonths: 12,
  cardMadeFee: 0,
  isPercentageCardFee: false,
  letterRequired: false,
};

export const BOX: ProductDetail = {
  ...GROCERY,
  itemCode: 'MJ-GROCERY-CP',
  productName: 'Marjan Grocery gift box',
  kind: 'CP',
  denominations: [],
  minAmount: 10000,
  maxAmount: 200000,
  cardMadeFee: 1500,
  letterRequired: true,
};

/** The catalogue as the platform API answers it for the two cards above; any answer replaceable. */
export function catalogueService(answers: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const products: Record<string, ProductDetail> = { [GROCERY.itemCode]: GROCERY, [BOX.itemCode]: BOX };
  return fakeShopApi({
    getProductDetail: ({ itemCode }) =>
      products[itemCode as string] ? ok(products[itemCode as string]) : failed({ code: 52, message: 'Item not found' }),
    getTemplates: ({ itemCode }) =>
      ok({
        templates: [
          {
            templateId: 101,
            templateName: 'Balloons',
            categoryId: 1,
            images: [
              {
                imageUrl: '/t/101.svg',
                itemCode: itemCode as string,
                discount: 0,
                cardMadeFee: 0,
                isPercentageCardFee: false,
              },
            ],
          },
          {
            templateId: 102,
            templateName: 'Lanterns',
            categoryId: 2,
            images: [
              {
                imageUrl: '/t/102.svg',
                itemCode: itemCode as string,
                discount: 0,
                cardMadeFee: 500,
                isPercentageCardFee: false,
              },
            ],
          },
        ],
      }),
    getLetterTypes: () =>
      ok({
        letterTypes: [
          { letterTypeId: 1, name: 'Classic envelope', price: 0, imageUrl: '/l/1.svg' },
          { letterTypeId: 2, name: 'Ribbon letter', price: 1000, imageUrl: '/l/2.svg' },
        ],
      }),
    getAdditionalProducts: () =>
      ok({
        products: [
          {
            extraItemCode: 'MJ-EXTRA-CHOC',
            extraProductName: 'Chocolate box',
            extraProductAmount: 3500,
            extraItemImgUrl: '/e/c.svg',
            itemCodes: [],
          },
        ],
      }),
    getCountryCodes: () =>
      ok({
        countryList: [
          { countryCode: 'AE', countryName: 'United Arab Emirates', areaCode: '+971' },
          { countryCode: 'FR', countryName: 'France', areaCode: '+33' },
        ],
      }),
    uploadResource: () =>
      ok({ fileId: 'a'.repeat(32), url: `stored-file:${'a'.repeat(32)}`, contentType: 'image/png', size: 68 }),
    ...answers,
  });
}

export async function startBuying({
  unit = demoUnit97(),
  language = 'en' as 'en' | 'fr' | 'ar',
} = {}): Promise<BusinessUnit> {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'fr', 'ar'], language });
  else await changeLanguage(language);
  await loadNamespace('buying');
  await loadNamespace('checkout');
  brandStore.getState().setUnit(unit, '');
  sessionStore.setState({ buId: unit.buId, user: null });
  cartStore.getState().clearCart();
  return unit;
}

export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await act(async () => undefined);
}

/** Renders a buying page at `path` in the shell's kind of router, with a stand-in checkout page to land on. */
export async function renderBuyingAt(path: string, page: ReactElement, base = '/buying-friend') {
  const router = createTestRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: base, element: page },
      { path: `${base}/checkout`, element: <h1>Checkout page</h1> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const view = render(
    <ThemeProvider theme={themeOf(brandStore.getState().unit ?? demoUnit97())}>
      <TestRouterProvider router={router} />
    </ThemeProvider>,
  );
  await settle();
  return { router, view };
}
