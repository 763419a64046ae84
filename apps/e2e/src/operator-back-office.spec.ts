import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { eventually, setUpJourney } from './support/browser';
import { signInAsBusiness, unit250Page } from './support/business';
import { addStaffCardsToCart, fillInvoiceAddress, placeOrderWith } from './support/business-buying';
import { ONE_PAGE_PDF, registerCompanyAwaitingCheck } from './support/business-registration';
import { mailboxOf, newestMessage } from './support/mailbox';
import { OPERATORS, desktopPage, signInAsOperator } from './support/operator';
import { keepScreenshot } from './support/screenshots';

// Issue 21's back-office journey: a company registered as in the business journey is approved in the
// operators' back office (its KBIS read inline), is told by email and can order; its bank-transfer order
// waits with its receipt until an operator confirms the money, and then its cards are issued.
// Registration, an order and two operator sessions: more than a journey's default minute on a loaded machine.
jest.setTimeout(360_000);

const journey = setUpJourney();

const shot = (name: string) => `operator-back-office-${name}-desktop-en`;

/** Opens a back-office section from the operator frame's navigation, as an operator would. */
async function openSection(page: Page, path: string, testId: string) {
  await page.getByTestId(`operator-nav-${path}`).click();
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
}

describe('the back office of unit 250', () => {
  it('approves a new company, which is emailed and orders by bank transfer; the transfer is confirmed', async () => {
    const stamp = Date.now();
    const company = {
      email: `achats.${stamp}@maison-moreau.fr`,
      password: 'Moreau-2026',
      companyName: `Maison Moreau ${stamp}`,
    };
    const receiverEmail = `equipe.${stamp}@maison-moreau.fr`;
    await registerCompanyAwaitingCheck(journey.browser, journey.shop.url, company);
    const messagesBefore = (await mailboxOf(journey.shop.url, company.email)).length;

    // The operator of unit 250 finds the company in the review queue and reads its KBIS inline.
    const operator = await desktopPage(journey.browser);
    await signInAsOperator(operator, journey.shop.url, OPERATORS.ops250);
    await openSection(operator, 'review-queue', 'review-queue');
    const row = operator.locator(`[data-testid="review-account"][data-email="${company.email}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expectAccessible(operator, 'review queue');
    await keepScreenshot(operator, shot('queue'));
    await row.getByRole('button', { name: `Review ${company.companyName}` }).click();
    await operator.getByTestId('account-review').waitFor();
    await eventually(() => operator.getByTestId('inline-document').getAttribute('data-kind'), 'pdf', 30_000);
    await expectAccessible(operator, 'business account review');
    await keepScreenshot(operator, shot('account'));

    // A rejection needs its reason, said next to the field; the operator approves with En Compte instead.
    await operator.getByTestId('review-reject').click();
    await eventually(
      async () => (await operator.locator('[data-field-error="reason"]').textContent())?.trim(),
      'Write the reason the company will read.',
    );
    await operator.getByLabel('Contract type', { exact: true }).selectOption('2');
    await operator.getByTestId('review-approve').click();
    await operator.getByTestId('review-decided').waitFor({ timeout: 30_000 });
    expect(await operator.getByTestId('review-decided').textContent()).toContain(
      `${company.companyName} SARL is approved: En Compte contract (2).`,
    );
    await eventually(() => row.count(), 0, 30_000);
    await expectAccessible(operator, 'review queue after the approval');
    await keepScreenshot(operator, shot('approved'));

    // The company receives the approval by email, in its unit's language (French for unit 250), with its contract.
    const approval = await newestMessage(journey.shop.url, company.email, messagesBefore + 1);
    expect(approval.subject).toBe('Votre compte professionnel est vérifié');
    expect(approval.body).toContain('Votre contrat : En Compte.');

    // It signs in, may order now, and buys two email cards by bank transfer with its receipt.
    const buyer = await unit250Page(journey.browser, 'en');
    await signInAsBusiness(buyer, journey.shop.url, company.email, 'en', company.password);
    expect(await buyer.getByTestId('business-verification-notice').count()).toBe(0);
    await addStaffCardsToCart(buyer, journey.shop.url, 'en', {
      itemCode: 'MC-CE-D',
      amount: 5000,
      qty: 2,
      receiverName: 'Équipe Moreau',
      receiverEmail,
    });
    await fillInvoiceAddress(buyer, 'en', {
      invoiceReceiverName: `${company.companyName} SARL`,
      invoiceAddress: '18 rue Réaumur',
      invoiceZipCode: '75002',
      invoiceCity: 'Paris',
      invoiceCountryCode: 'FR',
      invoiceMobileNo: '+33140000002',
      invoiceEmail: company.email,
    });
    await placeOrderWith(buyer, '03');
    await buyer.getByTestId('receipt-upload').waitFor({ timeout: 30_000 });
    await buyer
      .getByTestId('receipt-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'virement.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    await buyer
      .getByText('We have your payment receipt: your order is pending until the payment is confirmed.')
      .waitFor({ timeout: 30_000 });
    await buyer.context().close();
    expect(await mailboxOf(journey.shop.url, receiverEmail)).toEqual([]);

    // The operator sees the order waiting with its receipt, reads the receipt, and confirms the money.
    await openSection(operator, 'payments', 'offline-payments');
    const order = operator.locator(`[data-testid="offline-payment-order"][data-buyer="${company.email}"]`);
    await order.waitFor({ timeout: 30_000 });
    const orderNo = (await order.getAttribute('data-order-no')) ?? '';
    await order.getByTestId('show-receipt').click();
    await eventually(() => operator.getByTestId('inline-document').getAttribute('data-kind'), 'pdf', 30_000);
    await expectAccessible(operator, 'payments to confirm with a receipt');
    await keepScreenshot(operator, shot('payments'));
    await order.getByTestId('confirm-payment').click();
    await operator.getByTestId('payment-question').waitFor();
    await expectAccessible(operator, 'confirming a payment');
    await keepScreenshot(operator, shot('confirm'));
    await operator.getByTestId('payment-question-yes').click();
    await operator.getByTestId('payment-done').waitFor({ timeout: 30_000 });
    expect(await operator.getByTestId('payment-done').textContent()).toContain(
      `Order ${orderNo} is confirmed: 2 cards were issued.`,
    );
    await eventually(() => order.count(), 0, 30_000);
    await expectAccessible(operator, 'payments after the confirmation');
    await keepScreenshot(operator, shot('confirmed'));

    // The cards are issued: their receiver gets them by email.
    const cards = await newestMessage(journey.shop.url, receiverEmail);
    expect(cards.subject.length).toBeGreaterThan(0);

    // The refund page finds the paid order with its two unused cards.
    await openSection(operator, 'refunds', 'refunds');
    await operator.getByLabel('Order number', { exact: true }).fill(orderNo);
    await operator.getByTestId('refund-find').click();
    await eventually(() => operator.getByTestId('refundable-order').getAttribute('data-status'), '09', 30_000);
    expect(await operator.locator('[data-testid="refund-card"][data-state="unused"]').count()).toBe(2);
    await expectAccessible(operator, 'refund of an order');
    await keepScreenshot(operator, shot('refunds'));
    await operator.context().close();
  });
});
