import type { Locator, Page } from 'playwright-core';
import { eventually } from './browser';
import { linkIn, newestMessage } from './mailbox';

// Company verification (KYB) on unit 250 as a company uses it: the pages' fields by their names (the
// same in every language), the texts a user reads by language.

/** A one-page PDF, as a scanned passport would be (its content is checked, not just its name). */
export const PASSPORT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A 5 MB PDF: over the KYB limit of 4.5 MB. */
export const HEAVY_PASSPORT_PDF = Buffer.concat([
  PASSPORT_PDF,
  Buffer.alloc(5 * 1024 * 1024 - PASSPORT_PDF.length, 32),
]);

export const KYB_TEXTS = {
  fr: {
    minimumAge: 'Cette personne doit avoir au moins 18 ans.',
    fileTooBig: 'La taille du fichier est trop importante',
    ibanInvalid: 'Cet IBAN n’est pas valide (clé de contrôle ou longueur).',
    draftSaved: 'Brouillon enregistré. Reste à remplir : 8. Vous pourrez y revenir plus tard.',
    submitted: 'Soumis',
  },
  en: {
    minimumAge: 'This person must be at least 18 years old.',
    fileTooBig: 'File size is too big',
    ibanInvalid: 'This IBAN is not valid (check digits or length).',
    complete: 'Saved. This tab is complete.',
    submitted: 'Submitted',
  },
} as const;

export const panel = (page: Page, section: string): Locator => page.getByTestId(`kyb-panel-${section}`);

/** Fills fields of a tab by name: text inputs are filled, selects chosen by value. */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`).first();
    const tag = await field.evaluate((element) => element.tagName.toLowerCase());
    if (tag === 'select') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The message shown next to a field (the shared form fields and the KYB document mark it). */
export async function fieldErrorIn(scope: Locator, name: string): Promise<string | null> {
  const error = scope.locator(`[data-field-error="${name}"]`).first();
  return (await error.count()) > 0 ? ((await error.textContent())?.trim() ?? null) : null;
}

/** Opens a tab by its button, as a user clicks it. */
export async function openTab(page: Page, section: string): Promise<void> {
  await page.getByTestId(`kyb-tab-${section}`).click();
  await panel(page, section).waitFor();
}

/** The status a tab shows: still to fill, a draft with fields to fill, or complete. */
export const tabStatusOf = (page: Page, section: string) =>
  page.getByTestId(`kyb-tab-${section}`).getAttribute('data-status');

/** Saves a tab and waits for it to be saved as `status` (the tab then says so). */
export async function saveTab(page: Page, section: string, status: 'draft' | 'complete' = 'complete'): Promise<void> {
  await page.getByTestId(`kyb-save-${section}`).click();
  await eventually(() => tabStatusOf(page, section), status, 30_000);
}

/** Chooses a PDF for a person's ID document and waits for its state (stored, or failed). */
export async function choosePassport(scope: Locator, index: number, file: { name: string; buffer: Buffer }) {
  const name = `people.${index}.idDocumentFileId`;
  await scope.getByTestId(`${name}-input`).setInputFiles({ ...file, mimeType: 'application/pdf' });
  return scope.getByTestId(`${name}-field`);
}

/** The verification link of the newest email to `email`, on the running shop. */
export async function verificationLink(shopUrl: string, email: string): Promise<string> {
  const message = await newestMessage(shopUrl, email);
  return linkIn(message, '/b2b/kyb/verify-email', shopUrl);
}
