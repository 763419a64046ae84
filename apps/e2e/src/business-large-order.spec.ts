import * as XLSX from '@e965/xlsx';
import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { payOnSandboxPage } from './support/buying-steps';
import { BUSINESS_ACCOUNTS, signInAsBusiness, unit250Page } from './support/business';
import { newestMessage } from './support/mailbox';
import { pdfText } from './support/pdf-text';
import { keepScreenshot } from './support/screenshots';

// A file of 500 rows checked, 497 cards ordered and emailed, the sandbox payment and the invoice: minutes
// on a loaded machine.
jest.setTimeout(300_000);

const journey = setUpJourney();

const ROWS = 500;
/** The three rows the shop must refuse (their spreadsheet row numbers, the header being row 1), and why. */
const BAD_ROWS: Record<number, { column: number; value: string | number; reason: Record<Language, RegExp> }> = {
  // A receiver email without its domain.
  58: { column: 5, value: 'salarie56@', reason: { en: /not valid email format/, fr: /format d'e-mail non valide/ } },
  // Not one of the card's amounts (50, 100 or 183 euros for MC-CE-D).
  251: { column: 1, value: 5, reason: { en: /Amount must be one of/, fr: /Le montant doit être l'un des/ } },
  // A product the unit does not sell.
  433: { column: 0, value: 'MC-INCONNU', reason: { en: /The item no longer exists/, fr: /Cet article n’existe plus/ } },
};

type Language = 'fr' | 'en';
const LABELS = {
  en: { fromFile: 'From a file', sample: 'Download the sample file', file: 'Recipient file' },
  fr: { fromFile: 'Depuis un fichier', sample: 'Télécharger le fichier modèle', file: 'Fichier des bénéficiaires' },
} as const;
const AMOUNT_EUR = 50;

const FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Jules', 'Manon', 'Nathan', 'Zoé'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon'];
/** A staff member's name (letters and spaces only): 100 pairs, then each pair again with an initial. */
function staffName(index: number): string {
  const initial = String.fromCharCode(65 + Math.floor(index / 100));
  return `${FIRST_NAMES[index % 10]} ${initial} ${LAST_NAMES[Math.floor(index / 10) % 10]}`;
}

/** The staff recipients of Atelier Durand as an xlsx a company's HR would export, three rows wrong. */
function recipientFile(stamp: string): Buffer {
  const header = [
    'Product code',
    'Amount',
    'Quantity',
    'Delivery method',
    'Receiver name',
    'Receiver email',
    'Sender name',
  ];
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const row: (string | number)[] = [
      'MC-CE-D',
      AMOUNT_EUR,
      1,
      'Email',
      staffName(index),
      `salarie${index + 1}.${stamp}@atelier-durand.com`,
      'Atelier Durand',
    ];
    const bad = BAD_ROWS[index + 2];
    if (bad) row[bad.column] = bad.value;
    return row;
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Salariés');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** An amount in euros as a page or a PDF writes it in English or French (1,234.50 or 1 234,50). */
function euros(text: string): number {
  const digits = text.replace(/[^\d,.]/g, '').replace(/[,.]$/, '');
  const [, whole = '', cents = '00'] = digits.match(/^(.*?)(?:[,.](\d{2}))?$/) ?? [];
  return Number(`${whole.replace(/[,.]/g, '')}.${cents}`);
}

describe.each(['fr', 'en'] as const)('a verified business orders its staff cards from a file (%s)', (language) => {
  const text = LABELS[language];
  const shot = (name: string) => `business-large-order-${name}-${language}-1280`;

  it('sees the 3 bad rows refused with their reasons, orders the 497, pays; the invoice adds up', async () => {
    const stamp = `${language}${Date.now()}`;
    const page = await unit250Page(journey.browser, language);
    await signInAsBusiness(page, journey.shop.url, BUSINESS_ACCOUNTS.registered, language);

    // The sample is a real template.xlsx.
    await page.goto(`${journey.shop.url}/250/b2b/buying`);
    await page.getByRole('link', { name: text.fromFile, exact: true }).click();
    const [sample] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.sample }).click(),
    ]);
    expect(sample.suggestedFilename()).toBe('template.xlsx');
    await expectAccessible(page, 'large order from a file');
    await keepScreenshot(page, shot('empty'));

    // The file is checked with a progress bar; the three bad rows, and only they, are refused with a reason.
    const fileInput = page.getByTestId('large-order-file');
    expect(await fileInput.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toBe(text.file);
    await fileInput.setInputFiles({ name: 'staff.xlsx', mimeType: XLSX_MIME, buffer: recipientFile(stamp) });
    const result = page.getByTestId('large-order-result');
    await result.waitFor({ timeout: 120_000 });
    expect(await result.getAttribute('data-row-count')).toBe(String(ROWS));
    expect(await result.getAttribute('data-valid-count')).toBe(String(ROWS - 3));
    expect(await result.getAttribute('data-refused-count')).toBe('3');
    const refused = page.getByTestId('large-order-refused-row');
    expect(await refused.count()).toBe(3);
    for (let index = 0; index < 3; index += 1) {
      const row = refused.nth(index);
      const rowNo = Number(await row.getAttribute('data-row-no'));
      expect(BAD_ROWS[rowNo]).toBeDefined();
      expect(await row.textContent()).toMatch(BAD_ROWS[rowNo].reason[language]);
    }
    await expectAccessible(page, 'large order checked');
    await keepScreenshot(page, shot('checked'));

    // The 497 valid rows go to the checkout, paid by card on the provider's page.
    await page.getByTestId('large-order-order').click();
    await eventually(() => pathOf(page), '/250/b2b/buying/checkout', 30_000);
    await page.getByTestId('place-order').waitFor();
    await expectAccessible(page, 'checkout of the file');
    await keepScreenshot(page, shot('checkout'));
    await page.locator('[data-testid="payment-mean"][data-code="C04"]').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/pay\//, { timeout: 60_000 });
    await payOnSandboxPage(page, '4242 4242 4242 4242');
    await eventually(() => page.getByTestId('order-result-state').getAttribute('data-result'), 'paid', 120_000);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const paidTotal = euros((await page.getByTestId('order-summary-total').textContent()) ?? '');
    // 497 cards of 50 euros, less the unit's volume discount.
    expect(paidTotal).toBeGreaterThan(0);
    expect(paidTotal).toBeLessThanOrEqual((ROWS - 3) * AMOUNT_EUR);
    await expectAccessible(page, 'file order paid');
    await keepScreenshot(page, shot('paid'));

    // The cards reach the staff's mailboxes: the first and the last valid row.
    await newestMessage(journey.shop.url, `salarie1.${stamp}@atelier-durand.com`);
    await newestMessage(journey.shop.url, `salarie${ROWS}.${stamp}@atelier-durand.com`);

    // The invoice, from the order history, is a PDF whose total is the order's.
    await page.goto(`${journey.shop.url}/250/account/history`);
    const invoice = page.getByTestId('history-record').filter({ hasText: orderNo }).getByTestId('invoice-download');
    await invoice.waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'order history with the invoice');
    await keepScreenshot(page, shot('history'));
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    const invoiceText = await pdfText(await streamBytes(await download.createReadStream()));
    expect(invoiceText).toContain(orderNo);
    expect(invoiceText).toContain('Atelier Durand SAS');
    const invoiceTotal = invoiceText.match(/\bTotal (EUR [\d\s,.\u202f\u00a0]+|[\d\s,.\u202f\u00a0]+ EUR)/)?.[1];
    expect(euros(invoiceTotal ?? '')).toBe(paidTotal);
    await page.context().close();
  });
});

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}
