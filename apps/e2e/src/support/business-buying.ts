import type { Page } from 'playwright-core';
import type { BusinessLanguage } from './business';

// The business buying page and checkout of unit 250 as a buyer fills them, in French or English
// (libs/i18n business.json: buying, invoiceAddress, checkout).

const LABELS = {
  en: {
    choose: /^Choose /,
    amount: 'Amount per card',
    quantity: 'Number of cards',
    receiverName: 'Receiver name',
    receiverEmail: 'Receiver email',
    add: 'Add to cart',
    toCheckout: 'Go to checkout',
    invoice: {
      invoiceReceiverName: 'Invoice to (company or person)',
      invoiceAddress: 'Address',
      invoiceZipCode: 'Zip code',
      invoiceCity: 'City',
      invoiceCountryCode: 'Country code',
      invoiceMobileNo: 'Phone number',
      invoiceEmail: 'Invoice email',
    },
  },
  fr: {
    choose: /^Choisir /,
    amount: 'Montant par carte',
    quantity: 'Nombre de cartes',
    receiverName: 'Nom du bénéficiaire',
    receiverEmail: 'E-mail du bénéficiaire',
    add: 'Ajouter au panier',
    toCheckout: 'Passer la commande',
    invoice: {
      invoiceReceiverName: 'Facturer à (entreprise ou personne)',
      invoiceAddress: 'Adresse postale',
      invoiceZipCode: 'Code postal',
      invoiceCity: 'Ville',
      invoiceCountryCode: 'Code pays',
      invoiceMobileNo: 'Numéro de téléphone',
      invoiceEmail: 'E-mail de facturation',
    },
  },
} as const;

export interface StaffCards {
  /** The product to choose (a card sold by email to businesses, e.g. MC-CE-D). */
  itemCode: string;
  /** The amount per card, one of the card's amounts, in cents. */
  amount: number;
  qty: number;
  receiverName: string;
  receiverEmail: string;
}

/** On /b2b/buying: chooses a card, its amount, quantity and receiver, adds it and goes to the checkout. */
export async function addStaffCardsToCart(
  page: Page,
  shopUrl: string,
  language: BusinessLanguage,
  cards: StaffCards,
): Promise<void> {
  const text = LABELS[language];
  await page.goto(`${shopUrl}/250/b2b/buying`);
  const product = page.locator(`[data-testid="business-product"][data-item-code="${cards.itemCode}"]`);
  await product.waitFor({ timeout: 30_000 });
  await product.getByRole('button', { name: text.choose }).click();
  await page.getByLabel(text.amount, { exact: true }).selectOption(String(cards.amount));
  await page.getByLabel(text.quantity, { exact: true }).fill(String(cards.qty));
  await page.getByLabel(text.receiverName, { exact: true }).fill(cards.receiverName);
  await page.getByLabel(text.receiverEmail, { exact: true }).fill(cards.receiverEmail);
  await page.getByRole('button', { name: text.add, exact: true }).click();
  await page.getByRole('link', { name: text.toCheckout, exact: true }).click();
  await page.getByTestId('place-order').waitFor({ timeout: 30_000 });
}

export type InvoiceAddress = Record<keyof (typeof LABELS)['en']['invoice'], string>;

/** Types the invoicing address over what the checkout prefilled from the company's profile. */
export async function fillInvoiceAddress(page: Page, language: BusinessLanguage, address: InvoiceAddress) {
  const labels = LABELS[language].invoice;
  for (const field of Object.keys(labels) as (keyof InvoiceAddress)[]) {
    await page.getByLabel(labels[field], { exact: true }).fill(address[field]);
  }
}

/** The payment means the checkout offers, by code, in their order. */
export async function offeredMeans(page: Page): Promise<string[]> {
  const means = page.getByTestId('payment-mean');
  await means.first().waitFor();
  return means.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-code') ?? ''));
}

/** Chooses a payment mean by code and places the order. */
export async function placeOrderWith(page: Page, code: string): Promise<void> {
  await page.locator(`[data-testid="payment-mean"][data-code="${code}"]`).check();
  await page.getByTestId('place-order').click();
}
