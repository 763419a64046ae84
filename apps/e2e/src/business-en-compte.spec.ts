import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { BUSINESS_ACCOUNTS, signInAsBusiness, unit250Page } from './support/business';
import { addStaffCardsToCart, fillInvoiceAddress, offeredMeans, placeOrderWith } from './support/business-buying';
import { attachmentOf, newestMessage } from './support/mailbox';
import { pdfText } from './support/pdf-text';
import { keepScreenshot } from './support/screenshots';

// Sign-in, a checkout, an emailed quotation with its PDF, the account and a second checkout per language.
jest.setTimeout(240_000);

const journey = setUpJourney();

const TEXTS = {
  en: { dialog: 'Quotation sent', close: 'Close' },
  fr: { dialog: 'Devis envoyé', close: 'Fermer' },
} as const;

describe.each(['fr', 'en'] as const)('an En Compte business customer (%s)', (language) => {
  const shot = (name: string) => `business-en-compte-${name}-${language}-1280`;

  it('is offered only wallet, bank transfer and bank check; a quotation by email becomes an order', async () => {
    const receiverEmail = `cse.devis.${language}.${Date.now()}@transports-lefevre.com`;
    const page = await unit250Page(journey.browser, language);
    await signInAsBusiness(page, journey.shop.url, BUSINESS_ACCOUNTS.enCompte, language);
    await addStaffCardsToCart(page, journey.shop.url, language, {
      itemCode: 'MC-CE-D',
      amount: 5000,
      qty: 3,
      receiverName: 'Comité social et économique',
      receiverEmail,
    });

    // The contract decides: wallet (14), bank transfer (03) and bank check (05), nothing else.
    expect((await offeredMeans(page)).sort()).toEqual(['03', '05', '14']);
    await fillInvoiceAddress(page, language, {
      invoiceReceiverName: 'CSE Transports Lefèvre',
      invoiceAddress: '4 rue des Entrepôts',
      invoiceZipCode: '69007',
      invoiceCity: 'Lyon',
      invoiceCountryCode: 'FR',
      invoiceMobileNo: '+33472000000',
      invoiceEmail: BUSINESS_ACCOUNTS.enCompte,
    });
    await expectAccessible(page, 'En Compte checkout');
    await keepScreenshot(page, shot('checkout'));

    // A quotation instead: the popup names the receiver email it went to.
    await page.getByTestId('request-quotation').click();
    const dialog = page.getByRole('dialog', { name: TEXTS[language].dialog });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.textContent()).toContain(receiverEmail);
    await expectAccessible(page, 'quotation sent');
    await keepScreenshot(page, shot('quotation-sent'));
    await dialog.getByRole('button', { name: TEXTS[language].close }).click();

    // It arrives with its PDF, which lists the cards and the total.
    const mail = await newestMessage(journey.shop.url, receiverEmail);
    const quotationPdf = await pdfText(await attachmentOf(journey.shop.url, mail, /\.pdf$/));
    expect(quotationPdf).toMatch(/EUR 150[.,]00/);

    // The account lists it; ordering it opens the business checkout, paid by bank check.
    await page.goto(`${journey.shop.url}/250/account/quotations`);
    const quotation = page.getByTestId('quotation').first();
    await quotation.waitFor({ timeout: 30_000 });
    const quotationNo = (await quotation.getAttribute('data-order-no')) ?? '';
    expect(quotationPdf).toContain(quotationNo);
    await expectAccessible(page, 'account quotations');
    await keepScreenshot(page, shot('quotations'));
    await quotation.getByTestId('quotation-order').click();
    await eventually(() => pathOf(page), '/250/b2b/buying/checkout', 30_000);
    expect(new URL(page.url()).searchParams.get('quotation')).toBe(quotationNo);
    await page.getByTestId('place-order').waitFor();
    await expectAccessible(page, 'checkout of a quotation');
    await keepScreenshot(page, shot('quotation-checkout'));
    await placeOrderWith(page, '05');

    // The order waits for the check, with its own status.
    await eventually(() => page.getByTestId('order-result-state').getAttribute('data-result'), 'pending', 30_000);
    expect(new URL(page.url()).searchParams.get('paymentMean')).toBe('05');
    await expectAccessible(page, 'order waiting for the check');
    await keepScreenshot(page, shot('check-pending'));
    await page.context().close();
  });
});
