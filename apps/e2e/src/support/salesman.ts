import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, eventually, pathOf } from './browser';
import type { BusinessLanguage } from './business';

// The salesman remote of unit 250 as a salesman uses it, in French or English (libs/i18n salesman.json).

/** The seeded salesmen of unit 250 (tools/seed/accounts.json). */
export const SALESMEN = {
  /** Julien Moreau owns Atelier Durand (Registered) and Transports Lefèvre (En Compte). */
  julien: 'julien.moreau@maison-cadeaux.com',
  /** Claire Bernard, admin salesman: sees every salesman's customers. */
  claire: 'claire.bernard@maison-cadeaux.com',
} as const;

export const SALESMAN_TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    loginForm: 'Salesman sign-in',
    search: 'Search a customer',
    searchButton: 'Search',
    customers: 'My customers',
    orderOthers: "Order for the customer's recipients",
    product: 'Card',
    amount: 'Amount (EUR)',
    quantity: 'Quantity',
    discount: 'Line discount (%)',
    fee: 'Card-made fee per card (EUR)',
    receiverName: "Recipient's name",
    receiverEmail: "Recipient's email",
    add: 'Add the line',
    commission: 'Commission (%)',
    toCheckout: 'Go to checkout',
    place: 'Place the order',
    leave: 'Yes, leave this page',
    enCompte: 'This client is En Compte',
  },
  fr: {
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    loginForm: 'Connexion commercial',
    search: 'Rechercher un client',
    searchButton: 'Rechercher',
    customers: 'Mes clients',
    orderOthers: 'Commander pour les bénéficiaires du client',
    product: 'Carte',
    amount: 'Montant (EUR)',
    quantity: 'Quantité',
    discount: 'Remise sur la ligne (%)',
    fee: 'Frais de fabrication par carte (EUR)',
    receiverName: 'Nom du bénéficiaire',
    receiverEmail: 'E-mail du bénéficiaire',
    add: 'Ajouter la ligne',
    commission: 'Taux de commission (%)',
    toCheckout: 'Passer au paiement',
    place: 'Passer la commande',
    leave: 'Oui, quitter cette page',
    enCompte: 'Ce client est au niveau En Compte',
  },
} as const;

/** Signs in on /auth/salesman/login (salesmanLogin) as a person would, and waits for the customer list. */
export async function signInAsSalesman(page: Page, shopUrl: string, email: string, language: BusinessLanguage) {
  const text = SALESMAN_TEXTS[language];
  await page.goto(`${shopUrl}/250/auth/salesman/login`);
  await page.getByLabel(text.email, { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
  // The header has a sign-in button of its own: the form's is meant.
  await page
    .getByRole('form', { name: text.loginForm })
    .getByRole('button', { name: text.signIn, exact: true })
    .click();
  await eventually(() => pathOf(page), '/250/salesman', 30_000);
  await page.getByTestId('customer-row').first().waitFor({ timeout: 30_000 });
}

/** Searches the customer list and opens the customer's detail. */
export async function openCustomer(page: Page, language: BusinessLanguage, company: string, search: string) {
  const text = SALESMAN_TEXTS[language];
  await page.getByLabel(text.search, { exact: true }).fill(search);
  await page.getByRole('button', { name: text.searchButton, exact: true }).click();
  const row = page.getByTestId('customer-row').filter({ hasText: company });
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('button').click();
  await page.getByTestId('customer-detail').getByRole('heading', { name: company }).waitFor({ timeout: 30_000 });
}

export interface SalesmanLine {
  itemCode: string;
  /** One of the card's amounts, in cents. */
  amount: number;
  qty: number;
  discountPercent: string;
  feeEuros: string;
  receiverName: string;
  receiverEmail: string;
}

/** On a salesman buying page: fills one line with the salesman's discount and fee and adds it to the draft. */
export async function addSalesmanLine(page: Page, language: BusinessLanguage, line: SalesmanLine) {
  const text = SALESMAN_TEXTS[language];
  const product = page.getByLabel(text.product, { exact: true });
  await product.waitFor({ timeout: 30_000 });
  await product.selectOption(line.itemCode);
  await page.getByLabel(text.amount, { exact: true }).selectOption(String(line.amount));
  await page.getByLabel(text.quantity, { exact: true }).fill(String(line.qty));
  await page.getByLabel(text.discount, { exact: true }).fill(line.discountPercent);
  await page.getByLabel(text.fee, { exact: true }).fill(line.feeEuros);
  await page.getByLabel(text.receiverName, { exact: true }).fill(line.receiverName);
  await page.getByLabel(text.receiverEmail, { exact: true }).fill(line.receiverEmail);
  const lines = await page.getByTestId('draft-line').count();
  await page.getByRole('button', { name: text.add, exact: true }).click();
  await eventually(() => page.getByTestId('draft-line').count(), lines + 1, 10_000);
}

/** The salesman drafts kept in the page's local storage (one per salesman, customer and buying page). */
export function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes(':salesmanDraft:')));
}

/** An amount as shown ('EUR 130.00', '130,00 €') in euros. */
export function euros(text: string): number {
  const digits = text.replace(/[^\d,.]/g, '');
  return Number(digits.replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));
}
