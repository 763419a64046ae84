import { fireEvent, screen, within } from '@testing-library/react';
import type { Answer } from '../../../testing/account-test-kit';
import {
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

/** A quotation as getQuotationOrders lists it; orderNo ends with its index. */
const quotation = (index: number, overrides: object = {}) => ({
  orderNo: `Q7K2M9P4R6T8V0X3Z${String(index).padStart(3, '0')}`,
  createdAt: '2026-11-20T09:30:00.000Z',
  currency: 'AED',
  orderAmtTot: 50_000,
  quantity: 2,
  validUntil: '2099-12-20T09:30:00.000Z',
  orderedAs: '',
  ...overrides,
});

/** getQuotationOrders over `total` quotations, 10 a page, newest first. */
function quotationPages(total: number): Answer {
  const all = Array.from({ length: total }, (_, index) => quotation(index + 1));
  return ({ page }) =>
    ok({ totalCount: total, quotationOrders: all.slice((Number(page) - 1) * 10, Number(page) * 10) });
}

const shownNumbers = () => screen.queryAllByTestId('quotation').map((item) => item.getAttribute('data-order-no'));

beforeEach(async () => {
  await startAccountPage();
});

describe('the quotations tab', () => {
  it('is a tab of its own, no longer a page that does not work yet', async () => {
    memberService({ answers: { getQuotationOrders: quotationPages(0) } });
    await renderAccountAt('/account/quotations');
    expect(screen.getByTestId('account-tab-quotations')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'My quotations' })).toBeInTheDocument();
    expect(screen.queryByText(/does not work yet/i)).not.toBeInTheDocument();
  });

  it('shows each quotation with its number, date, number of cards and total in the unit currency', async () => {
    const service = memberService({
      answers: {
        getQuotationOrders: () =>
          ok({ totalCount: 1, quotationOrders: [quotation(1, { orderAmtTot: 123_450, quantity: 3 })] }),
      },
    });
    await renderAccountAt('/account/quotations');
    expect(service.callsTo('getQuotationOrders')).toEqual([{ custId: '1001', page: 1 }]);
    const item = screen.getByTestId('quotation');
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('Quotation Q7K2M9P4R6T8V0X3Z001');
    expect(within(item).getByTestId('quotation-date')).toHaveTextContent('20 Nov 2026');
    expect(within(item).getByTestId('quotation-quantity')).toHaveTextContent('3');
    expect(within(item).getByTestId('quotation-total')).toHaveTextContent('AED 1,234.50');
    expect(screen.getByTestId('quotations-count')).toHaveTextContent('Showing 1 of 1');
    expect(screen.queryByTestId('quotations-more')).not.toBeInTheDocument();
  });

  it('loads page 1, then appends page 2 below it on "Show more", and offers no more once all are shown', async () => {
    const service = memberService({ answers: { getQuotationOrders: quotationPages(12) } });
    await renderAccountAt('/account/quotations');
    expect(shownNumbers()).toHaveLength(10);
    expect(screen.getByTestId('quotations-count')).toHaveTextContent('Showing 10 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('quotations-more')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('quotations-more')).toBeDisabled();
    await settle();
    expect(service.callsTo('getQuotationOrders')).toEqual([
      { custId: '1001', page: 1 },
      { custId: '1001', page: 2 },
    ]);
    expect(shownNumbers()).toEqual(Array.from({ length: 12 }, (_, index) => quotation(index + 1).orderNo));
    expect(screen.getByTestId('quotations-count')).toHaveTextContent('Showing 12 of 12');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says what to do when there is no quotation yet, with a link to the shop', async () => {
    memberService({ answers: { getQuotationOrders: quotationPages(0) } });
    await renderAccountAt('/account/quotations');
    const empty = screen.getByTestId('quotations-empty');
    expect(empty).toHaveTextContent('You have no quotations yet.');
    expect(within(empty).getByRole('link', { name: 'Browse gift cards' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('quotation-list')).not.toBeInTheDocument();
  });

  it('is busy while page 1 loads, then shows a failure in words with a retry that loads again', async () => {
    let fail = true;
    const pages = quotationPages(1);
    memberService({
      answers: {
        getQuotationOrders: (input) =>
          fail ? refused(1234, 'Seems there are something went wrong. Please try again or contact us.') : pages(input),
      },
    });
    await renderAccountAt('/account/quotations');
    expect(screen.getByTestId('quotations-load-failed')).toHaveTextContent('Your quotations could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quotations…');
    expect(screen.getByTestId('quotations').querySelector('[aria-busy="true"]')).not.toBeNull();
    await settle();
    expect(shownNumbers()).toEqual([quotation(1).orderNo]);
    expect(screen.getByTestId('quotations').querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps page 1 when page 2 fails, and the retry asks for page 2 again', async () => {
    let failPage2 = true;
    const pages = quotationPages(11);
    const service = memberService({
      answers: {
        getQuotationOrders: (input) =>
          input.page === 2 && failPage2 ? refused(1234, 'Seems there are something went wrong.') : pages(input),
      },
    });
    await renderAccountAt('/account/quotations');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(shownNumbers()).toHaveLength(10);
    expect(screen.getByTestId('quotations-more-failed')).toHaveTextContent('The next page could not be loaded.');
    failPage2 = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(service.callsTo('getQuotationOrders').map((call) => call.page)).toEqual([1, 2, 2]);
    expect(shownNumbers()).toHaveLength(11);
  });

  it('does not show a quotation twice when a newer one pushed it onto page 2', async () => {
    const first = Array.from({ length: 10 }, (_, index) => quotation(index + 1));
    memberService({
      answers: {
        getQuotationOrders: ({ page }) =>
          ok({
            totalCount: 12,
            quotationOrders: page === 1 ? first : [quotation(10), quotation(11), quotation(12)],
          }),
      },
    });
    await renderAccountAt('/account/quotations');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(shownNumbers()).toEqual(Array.from({ length: 12 }, (_, index) => quotation(index + 1).orderNo));
  });

  it('reads in Arabic, right to left texts from the account namespace', async () => {
    await startAccountPage({ language: 'ar' });
    memberService({ answers: { getQuotationOrders: quotationPages(0) } });
    await renderAccountAt('/account/quotations');
    expect(screen.getByRole('heading', { level: 2, name: 'عروض الأسعار' })).toBeInTheDocument();
    expect(screen.getByTestId('quotations-empty')).toHaveTextContent('لا توجد لديك عروض أسعار بعد.');
  });
});
