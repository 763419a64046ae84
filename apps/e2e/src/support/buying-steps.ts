import type { Page } from 'playwright-core';

/**
 * The buying steps for a friend as a shopper goes through them: an AED 100 card, a message, the friend's
 * name and email, into the cart; answers once the checkout page shows.
 */
export async function buyForFriend(page: Page, shopUrl: string, receiverEmail: string): Promise<void> {
  await page.goto(`${shopUrl}/buying-friend?itemCode=MJ-GROCERY-D`);
  await page.getByRole('heading', { level: 2, name: 'Card Detail' }).waitFor();
  await page.getByLabel('AED 100.00').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Personal message').fill('Happy birthday, Omar!');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel("Receiver's name").fill('Omar Farouk');
  await page.getByLabel("Receiver's email").fill(receiverEmail);
  await page.getByRole('button', { name: 'Add to cart and check out' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
}

/** Pays on the sandbox provider's hosted page as a buyer does: the card form, then Pay. */
export async function payOnSandboxPage(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Layla Haddad');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
