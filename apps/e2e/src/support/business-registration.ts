import type { Browser } from 'playwright-core';
import { eventually } from './browser';
import { unit250Page } from './business';
import { newestMessage } from './mailbox';

// A company registers on unit 250 in English as in the business registration journey
// (business-register.spec.ts): the register search, the company by hand, the contact, the emailed code
// and its KBIS; it then waits for the document check.

/** A one-page PDF, as a scanned KBIS extract or a transfer receipt would be. */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

export interface NewCompany {
  email: string;
  password: string;
  companyName: string;
}

/** Registers a company with its KBIS and answers once the shop says it awaits verification. */
export async function registerCompanyAwaitingCheck(browser: Browser, shopUrl: string, company: NewCompany) {
  const page = await unit250Page(browser, 'en');
  const label = (text: string) => page.getByLabel(text, { exact: true });
  await page.goto(`${shopUrl}/250/auth/b2b/register`);
  await page.getByTestId('company-query-form').waitFor({ timeout: 60_000 });
  await label('Company name').fill(company.companyName);
  await page.getByTestId('company-query-submit').click();
  await page.getByTestId('company-results').waitFor();
  await page.getByTestId('company-not-listed').click();

  await page.getByTestId('company-form').waitFor();
  await label('Legal name').fill(`${company.companyName} SARL`);
  await label('SIREN or SIRET').fill('73282932000074');
  await label('Company type').selectOption('private');
  await label('Number of employees').fill('8');
  await label('Address').fill('18 rue Réaumur');
  await label('Zip code').fill('75002');
  await eventually(() => label('City').inputValue(), 'Paris', 30_000);
  await page.getByTestId('company-next').click();

  await page.getByTestId('contact-form').waitFor();
  await label('First name').fill('Inès');
  await label('Last name').fill('Moreau');
  await label('Phone number').fill('01 40 00 00 02');
  await label('Work email (your sign-in)').fill(company.email);
  await label('Password').fill(company.password);
  await label('Confirm the password').fill(company.password);
  await page.getByTestId('contact-submit').click();

  await page.getByTestId('code-form').waitFor();
  const message = await newestMessage(shopUrl, company.email);
  await label('Code from the email').fill(message.body.match(/\b(\d{6})\b/)?.[1] ?? '');
  await page.getByTestId('code-submit').click();
  await page.getByTestId('code-confirmed').waitFor();
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
  await page.getByTestId('document-stored').waitFor();
  await page.getByTestId('registration-complete').click();
  await page.getByTestId('registration-done').waitFor();
  await page.context().close();
}
