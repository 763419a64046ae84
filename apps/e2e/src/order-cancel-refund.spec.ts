import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { collectPageErrors, contextWithSession, eventually, setUpJourney, signInThroughApi } from './support/browser';
import { buyForFriend, payOnSandboxPage } from './support/buying-steps';
import { linkIn, mailboxOf } from './support/mailbox';
import { keepScreenshot, VIEWPORTS } from './support/screenshots';
import { answeredCookies } from './support/pages';

const journey = setUpJourney();

const MEMBER = 'layla.haddad@example.com';
/** The sandbox's test card that asks for the 3-D Secure code (123456). */
const CHALLENGE_CARD = '4000 0000 0000 3220';

/** axe-core (WCAG 2.2 AA) and a screenshot at 1280 then 390 px. */
async function lookAtBothWidths(page: Page, name: string) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${name} (${width})`);
    await keepScreenshot(page, `order-cancel-${name}-${width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The refund email to the buyer once it is in the dev mailbox. */
async function refundEmail(orderNo: string) {
  const find = async () =>
    (await mailboxOf(journey.shop.url, MEMBER)).find((message) => message.subject.includes(`order ${orderNo}`)) ?? null;
  await eventually(async () => (await find()) !== null, true, 30_000);
  return (await find())!;
}

describe('an order cancelled while its payment page is open', () => {
  it('is paid anyway in that tab: the buyer sees the refund on the order page and in the mailbox', async () => {
    const { session } = await signInThroughApi(journey.shop.url, '97', MEMBER);
    const context = await contextWithSession(journey.browser, '97', session);
    await context.addInitScript(answeredCookies);
    const paymentTab = await context.newPage();
    await paymentTab.setViewportSize(VIEWPORTS.desktop);
    const errors = collectPageErrors(paymentTab);
    await paymentTab.goto(`${journey.shop.url}/`);
    await paymentTab.waitForLoadState('networkidle');
    await buyForFriend(paymentTab, journey.shop.url, `refund.receiver.${Date.now()}@example.com`);
    await paymentTab.getByRole('button', { name: 'Pay now' }).click();
    await paymentTab.waitForURL(/\/pay\//, { timeout: 60_000 });
    const title = (await paymentTab.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const orderNo = title.match(/order ([0-9A-Z]{20})/)?.[1] as string;
    expect(orderNo).toMatch(/^[0-9A-Z]{20}$/);

    // The buyer's bank asks for its code: the payment is under way at the card issuer.
    await payOnSandboxPage(paymentTab, CHALLENGE_CARD);
    await paymentTab.getByRole('heading', { name: 'Confirm it is you' }).waitFor();

    // Meanwhile, in another tab, the buyer cancels the order from its page.
    const orderTab = await context.newPage();
    await orderTab.setViewportSize(VIEWPORTS.desktop);
    const orderErrors = collectPageErrors(orderTab);
    await orderTab.goto(`${journey.shop.url}/97/order/${orderNo}`);
    await orderTab.getByRole('heading', { name: 'Your payment is being confirmed' }).waitFor({ timeout: 30_000 });
    await orderTab.getByRole('button', { name: 'Cancel this order' }).click();
    await orderTab
      .getByText(`Cancel order ${orderNo}? If your payment still goes through, it is refunded to you.`)
      .waitFor();
    await lookAtBothWidths(orderTab, 'question');
    await orderTab.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await orderTab.getByRole('heading', { name: 'This order was cancelled' }).waitFor({ timeout: 30_000 });

    // ...and pays in the payment tab anyway: the money is taken, then given back.
    await paymentTab.getByLabel('One-time code').fill('123456');
    await paymentTab.getByRole('button', { name: 'Confirm' }).click();
    await paymentTab.getByRole('heading', { name: 'Your payment has been refunded' }).waitFor({ timeout: 60_000 });
    expect(new URL(paymentTab.url()).pathname).toBe(`/97/order/${orderNo}`);
    expect(await paymentTab.getByTestId('order-refund').textContent()).toMatch(
      /^We refunded AED\s100\.00 to the means you paid with on \d{1,2}\s\w+\s\d{4}\. It can take a few working days/,
    );
    await lookAtBothWidths(paymentTab, 'refunded');

    // The order page of the other tab says so too once read again.
    await orderTab.reload();
    await orderTab.getByRole('heading', { name: 'Your payment has been refunded' }).waitFor();

    // The email says the same and its link opens the order's page, which shows the refund.
    const email = await refundEmail(orderNo);
    expect(email.subject).toBe(`Your payment for order ${orderNo} has been refunded`);
    expect(email.body).toContain('We have refunded AED 100.00 to the means you paid with.');
    const linkTab = await context.newPage();
    await linkTab.goto(linkIn(email, `/order/${orderNo}`, journey.shop.url));
    await linkTab.getByRole('heading', { name: 'Your payment has been refunded' }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    expect(orderErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
