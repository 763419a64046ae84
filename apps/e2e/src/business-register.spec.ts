import { expectAccessible } from './support/axe';
import { eventually, pathOf, setUpJourney } from './support/browser';
import { signInAsBusiness, unit250Page } from './support/business';
import { addStaffCardsToCart, fillInvoiceAddress, placeOrderWith } from './support/business-buying';
import { verifyBusinessAccount } from './support/business-review';
import { newestMessage } from './support/mailbox';
import { fieldError, freshPage } from './support/pages';
import { keepScreenshot } from './support/screenshots';

// Four steps, an email, an upload and a sign-in per language: on a loaded machine more than the minute
// a journey gets by default, and the shop's start with them.
jest.setTimeout(360_000);

// The shop keeps its database across a restart: a reviewer verifies the account with the command-line tool.
const journey = setUpJourney({ keepData: true });

/** A one-page PDF, as a scanned KBIS extract would be (its content is checked, not just its name). */
const KBIS = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** What the user reads on the pages, in each language of the journey (libs/i18n business). */
const LABELS = {
  en: {
    companyName: 'Company name',
    legalName: 'Legal name',
    siren: 'SIREN or SIRET',
    vat: 'VAT number (optional)',
    type: 'Company type',
    employees: 'Number of employees',
    address: 'Address',
    zipCode: 'Zip code',
    city: 'City',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    email: 'Work email (your sign-in)',
    password: 'Password',
    confirmPassword: 'Confirm the password',
    code: 'Code from the email',
    loginEmail: 'Email',
    loginPassword: 'Password',
    criterion: 'At least input one criteria to query your company',
    awaiting: 'Your account awaits verification',
    receiptReceived: 'We have your payment receipt: your order is pending until the payment is confirmed.',
  },
  fr: {
    companyName: 'Nom de l’entreprise',
    legalName: 'Raison sociale',
    siren: 'SIREN ou SIRET',
    vat: 'Numéro de TVA (facultatif)',
    type: 'Type d’entreprise',
    employees: 'Nombre de salariés',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Numéro de téléphone',
    email: 'E-mail professionnel (votre identifiant)',
    password: 'Mot de passe',
    confirmPassword: 'Confirmez le mot de passe',
    code: 'Code reçu par e-mail',
    loginEmail: 'E-mail',
    loginPassword: 'Mot de passe',
    criterion: 'Saisissez au moins un critère pour rechercher votre entreprise',
    awaiting: 'Votre compte est en attente de vérification',
    receiptReceived:
      "Nous avons votre justificatif de paiement : votre commande est en attente jusqu'à la confirmation du paiement.",
  },
} as const;

describe.each(['fr', 'en'] as const)('a new company on unit 250 (%s)', (language) => {
  const text = LABELS[language];
  const shot = (name: string) => `business-register-${name}-desktop-${language}`;

  it('registers with a KBIS, may order once verified, buys 20 cards by bank transfer with its receipt', async () => {
    const { context, page } = await freshPage(journey.browser, { language: { buId: '250', language } });
    const email = `achats.${language}.${Date.now()}@boutique-lemaire.fr`;
    const password = 'Lemaire-2026';
    const label = (text: string) => page.getByLabel(text, { exact: true });

    // Step 1: the company register, at least one criterion.
    await page.goto(`${journey.shop.url}/250/auth/b2b/register`);
    await page.getByTestId('company-query-form').waitFor({ timeout: 60_000 });
    await expectAccessible(page, 'registration step 1');
    await page.getByTestId('company-query-submit').click();
    await eventually(() => fieldError(page, 'companyName'), text.criterion);
    await label(text.companyName).fill('Boutique Lemaire');
    await page.getByTestId('company-query-submit').click();
    await page.getByTestId('company-results').waitFor();
    await expectAccessible(page, 'registration step 1 with results');
    await keepScreenshot(page, shot('step1'));
    await page.getByTestId('company-not-listed').click();

    // Step 2: completed by hand; a wrong check digit is refused next to the field.
    await page.getByTestId('company-form').waitFor();
    await label(text.legalName).fill('Boutique Lemaire SARL');
    await label(text.siren).fill('73282932000075');
    await label(text.vat).fill('FR44732829320');
    await label(text.type).selectOption('private');
    await label(text.employees).fill('12');
    await label(text.address).fill('18 rue Réaumur');
    await label(text.zipCode).fill('75002');
    // The city comes from the zip code.
    await eventually(() => label(text.city).inputValue(), 'Paris');
    await page.getByTestId('company-next').click();
    await eventually(async () => !!(await fieldError(page, 'sirenNumber')), true);
    await expectAccessible(page, 'registration step 2 with an error');
    await label(text.siren).fill('73282932000074');
    await keepScreenshot(page, shot('step2'));
    await page.getByTestId('company-next').click();

    // Step 3: the contact (a landline) and the account.
    await page.getByTestId('contact-form').waitFor();
    await label(text.firstName).fill('Claire');
    await label(text.lastName).fill('Lemaire');
    await label(text.phone).fill('01 40 00 00 01');
    await label(text.email).fill(email);
    await label(text.password).fill(password);
    await label(text.confirmPassword).fill(password);
    await expectAccessible(page, 'registration step 3');
    await keepScreenshot(page, shot('step3'));
    await page.getByTestId('contact-submit').click();

    // Verify: the emailed code (the resend waits its 59 s), then the KBIS.
    await page.getByTestId('code-form').waitFor();
    expect(await page.getByTestId('code-resend').isDisabled()).toBe(true);
    await expectAccessible(page, 'registration verify');
    const message = await newestMessage(journey.shop.url, email);
    const code = message.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    await label(text.code).fill(code);
    await page.getByTestId('code-submit').click();
    await page.getByTestId('code-confirmed').waitFor();
    await page
      .getByTestId('document-input')
      .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: KBIS });
    await page.getByTestId('document-stored').waitFor();
    await expectAccessible(page, 'registration verify with the document');
    await keepScreenshot(page, shot('verify'));
    await page.getByTestId('registration-complete').click();

    // Done: the account awaits verification.
    await page.getByTestId('registration-done').waitFor();
    expect(await page.getByTestId('registration-done').textContent()).toContain(text.awaiting);
    await expectAccessible(page, 'registration done');
    await keepScreenshot(page, shot('done'));

    // It signs in on the business login and lands on /b2b, which says it awaits verification.
    await page.getByTestId('registration-sign-in').click();
    await page.getByTestId('business-login-form').waitFor();
    await expectAccessible(page, 'business login');
    await label(text.loginEmail).fill(email);
    await label(text.loginPassword).fill(password);
    await keepScreenshot(page, shot('login'));
    await page.getByTestId('business-login-submit').click();
    await eventually(() => pathOf(page), '/250/b2b');
    await eventually(() => page.getByTestId('business-verification-notice').getAttribute('data-state'), 'pending');
    await expectAccessible(page, 'business area awaiting verification');
    await keepScreenshot(page, shot('awaiting'));

    // While unverified it may look at the buying page but not order: the page says why.
    await page.goto(`${journey.shop.url}/250/b2b/buying`);
    await eventually(() => page.getByTestId('business-verification-notice').getAttribute('data-state'), 'pending');
    await expectAccessible(page, 'business buying awaiting verification');
    await keepScreenshot(page, shot('buying-awaiting'));
    await context.close();

    // A reviewer finds the account with its KBIS and verifies it (the shop is stopped meanwhile).
    await journey.restartShop(async () => {
      const printed = await verifyBusinessAccount(journey.stored, email);
      expect(printed).toContain(`(${email}) is now verified`);
    });

    // Signed in again, the company buys 20 email cards for its staff and pays by bank transfer.
    const buyer = await unit250Page(journey.browser, language);
    await signInAsBusiness(buyer, journey.shop.url, email, language, password);
    expect(await buyer.getByTestId('business-verification-notice').count()).toBe(0);
    await addStaffCardsToCart(buyer, journey.shop.url, language, {
      itemCode: 'MC-CE-D',
      amount: 5000,
      qty: 20,
      receiverName: 'Service RH Lemaire',
      receiverEmail: `rh.${language}.${Date.now()}@boutique-lemaire.fr`,
    });
    await fillInvoiceAddress(buyer, language, {
      invoiceReceiverName: 'Boutique Lemaire SARL',
      invoiceAddress: '18 rue Réaumur',
      invoiceZipCode: '75002',
      invoiceCity: 'Paris',
      invoiceCountryCode: 'FR',
      invoiceMobileNo: '+33140000001',
      invoiceEmail: email,
    });
    // Euros: the employee gift exemption is said, with a warning: one receiver gets 20 cards of 50 euros.
    expect(await buyer.getByTestId('employee-gift-exemption').getAttribute('data-exceeded')).toBe('true');
    await expectAccessible(buyer, 'business checkout');
    await keepScreenshot(buyer, shot('checkout'));
    await placeOrderWith(buyer, '03');

    // The order waits for the transfer; its receipt keeps it pending until a reviewer confirms the money.
    await buyer.getByTestId('receipt-upload').waitFor({ timeout: 30_000 });
    expect(new URL(buyer.url()).searchParams.get('paymentMean')).toBe('03');
    await expectAccessible(buyer, 'bank transfer awaiting its receipt');
    await keepScreenshot(buyer, shot('transfer'));
    await buyer
      .getByTestId('receipt-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'virement.pdf', mimeType: 'application/pdf', buffer: KBIS });
    await buyer.getByText(text.receiptReceived).waitFor({ timeout: 30_000 });
    await expectAccessible(buyer, 'order pending with its receipt');
    await keepScreenshot(buyer, shot('pending'));
    await buyer.context().close();
  });
});
