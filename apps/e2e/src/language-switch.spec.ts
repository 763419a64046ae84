import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { cartStorageKey, createCartItemData, encodeStoredValue } from '@shop/cart-engine';
import { expectAccessible } from './support/axe';
import { collectPageErrors, eventually, setUpJourney } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { workspaceRoot } from './support/shop-server';

const journey = setUpJourney();

// Each journey goes through four pages in two languages: a busy machine needs more than the default minute.
jest.setTimeout(120_000);

type Texts = Record<string, string>;
interface SeedCatalogue {
  categories: { categoryId: number; names: Texts }[];
  products: { itemCode: string; names: Texts; descriptions: Texts }[];
}

/** The unit's catalogue as seeded: what the API answers, per language. */
function seedCatalogue(buId: string): SeedCatalogue {
  const file = path.join(workspaceRoot, 'tools/seed/catalogue', `${buId}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SeedCatalogue;
}

/** A seeded entry the journey names; its absence is a seed that changed under the journey. */
function seeded<T>(entry: T | undefined): T {
  if (entry === undefined) throw new Error('The seed catalogue no longer has what this journey asserts on');
  return entry;
}

interface SwitchCase {
  buId: '250' | '97';
  basePath: string;
  from: 'fr' | 'ar';
  /** The unit's name: the header's link home. */
  brandName: string;
  itemCode: string;
  /** A category whose chip reads differently in the two languages. */
  categoryId: number;
  /** The page's own texts in the first language (libs/i18n): the switcher, the card detail's form. */
  switcherLabel: string;
  quantityLabel: string;
  nextLabel: string;
  required: string;
  /** The confirmation of leaving the checkout (its lines are being edited). */
  leaveLabel: string;
}

const CASES: SwitchCase[] = [
  {
    buId: '250',
    basePath: '/250',
    from: 'fr',
    brandName: 'Maison Cadeaux',
    itemCode: 'MC-SHOP-D',
    categoryId: 3,
    switcherLabel: 'Langue',
    quantityLabel: 'Quantité',
    nextLabel: 'Suivant',
    required: 'Ce champ est obligatoire.',
    leaveLabel: 'Oui, quitter cette page',
  },
  {
    buId: '97',
    basePath: '',
    from: 'ar',
    brandName: 'Marjan Market',
    itemCode: 'MJ-GROCERY-D',
    categoryId: 1,
    switcherLabel: 'اللغة',
    quantityLabel: 'الكمية',
    nextLabel: 'التالي',
    required: 'هذا الحقل مطلوب.',
    leaveLabel: 'نعم، مغادرة هذه الصفحة',
  },
];

/** A kept screenshot of the page as it is now, and axe-core (WCAG 2.2 AA) on it. */
async function checkPage(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, name);
  await expectAccessible(page, name);
}

/** A mark on the page's window: it survives anything but a new document (a reload or a full navigation). */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { languageJourneyDocument: 'still the same' }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { languageJourneyDocument?: string }).languageJourneyDocument);

/** A visitor of the unit who chose the first language and answered the cookie question on an earlier visit. */
async function returningVisitor(testCase: SwitchCase, productName: string): Promise<Page> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cart = {
    cartItems: [
      {
        id: 'line-1',
        data: createCartItemData({
          itemCode: testCase.itemCode,
          productName,
          amount: 5_000,
          qty: 1,
          senderName: 'Layla Haddad',
          senderEmail: 'layla.haddad@example.com',
          receiverName: 'Omar Farouk',
          receiverEmail: 'omar@example.test',
          deliverType: 'Email',
          draftPath: '/buying-friend',
          kind: 'D',
          productImgUrl: `/api/images/products/${testCase.itemCode.toLowerCase()}.svg`,
        }),
      },
    ],
    salesmanCustomerContractType: null,
  };
  const stored: [string, string][] = [
    [`shop:${testCase.buId}:language`, testCase.from],
    [
      `shop:${testCase.buId}:cookieConsent`,
      JSON.stringify({
        essential: true,
        choices: { advertising: false, analytics: false, customization: false },
        answeredAt: '2026-11-01T10:00:00.000Z',
      }),
    ],
    [cartStorageKey(testCase.buId), encodeStoredValue(cart)],
  ];
  // Only what is not there yet: a language or cart the visit changes stays changed.
  await context.addInitScript((entries) => {
    for (const [key, value] of entries)
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
  }, stored);
  return context.newPage();
}

const productHeading = (page: Page, itemCode: string) => page.getByTestId(`product-${itemCode}`).locator('h3');

describe('a language switch re-reads everything the API answered in a language, without a reload', () => {
  for (const testCase of CASES) {
    const { buId, from, itemCode } = testCase;
    it(`${from} → en on unit ${buId}: cards, chips, cart, checkout and the open card detail`, async () => {
      const catalogue = seedCatalogue(buId);
      const product = seeded(catalogue.products.find((candidate) => candidate.itemCode === itemCode));
      const category = seeded(catalogue.categories.find((candidate) => candidate.categoryId === testCase.categoryId));
      // What is asserted reads differently in the two languages, or the journey would prove nothing.
      expect(product.names[from]).not.toBe(product.names.en);
      expect(product.descriptions[from]).not.toBe(product.descriptions.en);
      expect(category.names[from]).not.toBe(category.names.en);

      const page = await returningVisitor(testCase, product.names[from]);
      const errors = collectPageErrors(page);
      const name = (step: string) => `language-switch-${buId}-${step}`;

      // The home page in the first language.
      await page.goto(`${journey.shop.url}${testCase.basePath}/`);
      await eventually(() => productHeading(page, itemCode).textContent(), product.names[from], 20_000);
      await page.getByRole('button', { name: category.names[from], exact: true }).waitFor();
      await checkPage(page, name(`${from}-home`));
      await markDocument(page);

      // Switched to English: the cards and the chips follow, in the same document.
      await page.getByLabel(testCase.switcherLabel).selectOption('en');
      await page.locator('html[lang="en"]').waitFor();
      await eventually(() => productHeading(page, itemCode).textContent(), product.names.en);
      await page.getByRole('button', { name: category.names.en, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: category.names[from], exact: true }).count()).toBe(0);
      expect(await sameDocument(page)).toBe('still the same');
      await checkPage(page, name('en-home'));

      // The cart's line, stored in the first language, is named in English in the dropdown and the checkout.
      await page.getByTestId('cart-button').click();
      await eventually(() => page.getByTestId('cart-line').first().locator('bdi').textContent(), product.names.en);
      await checkPage(page, name('en-cart'));
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      const orderLine = page.getByTestId('checkout-line').first().locator('p').first();
      await eventually(async () => (await orderLine.textContent())?.trim(), `1. ${product.names.en}`);
      await checkPage(page, name('en-checkout'));

      // And back to the first language on the checkout: the line follows that way too.
      await page.getByLabel('Language').selectOption(from);
      await eventually(async () => (await orderLine.textContent())?.trim(), `1. ${product.names[from]}`);
      expect(await sameDocument(page)).toBe('still the same');
      await checkPage(page, name(`${from}-checkout`));

      // The card detail opened in the first language, with the errors of an empty submit.
      await page.getByRole('banner').getByRole('link', { name: testCase.brandName, exact: true }).click();
      await page.getByRole('button', { name: testCase.leaveLabel }).click();
      await eventually(() => productHeading(page, itemCode).textContent(), product.names[from]);
      await page.getByTestId(`product-${itemCode}`).getByRole('link').first().click();
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent(), product.names[from]);
      await page.getByText(product.descriptions[from]).waitFor();
      await page.getByLabel(testCase.quantityLabel).fill('');
      await page.getByRole('button', { name: testCase.nextLabel }).click();
      await eventually(() => page.locator('[data-field-error="amount"]').textContent(), testCase.required);
      await checkPage(page, name(`${from}-card-detail`));

      // Switched to English: the card's name and texts are English, and so are the errors already shown.
      await page.getByLabel(testCase.switcherLabel).selectOption('en');
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent(), product.names.en);
      await page.getByText(product.descriptions.en).waitFor();
      await eventually(() => page.locator('[data-field-error="amount"]').textContent(), 'This field is required.');
      await eventually(() => page.locator('[data-field-error="qty"]').textContent(), 'This field is required.');
      expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('');
      expect(await sameDocument(page)).toBe('still the same');
      await checkPage(page, name('en-card-detail'));

      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
