import { act, fireEvent, screen, within } from '@testing-library/react';
import { notificationsStore } from '@shop/session';
import {
  LAYLA,
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A quotation as getQuotationOrders lists it, open for 20 more days unless told otherwise. */
const quotation = (index: number, overrides: object = {}) => ({
  orderNo: `Q7K2M9P4R6T8V0X3Z${String(index).padStart(3, '0')}`,
  createdAt: '2026-11-20T09:30:00.000Z',
  currency: 'EUR',
  orderAmtTot: 206_000,
  quantity: 20,
  validUntil: inDays(20),
  orderedAs: '',
  ...overrides,
});

const line = (lineNo: number, overrides: object = {}) => ({
  lineNo,
  itemCode: 'EGIFT-100',
  productName: 'Atelier eGift',
  qty: 10,
  amount: 10_000,
  discountAmount: 0,
  cardMadeFee: 300,
  letterPrice: 0,
  extraProductAmount: 0,
  shipFee: 0,
  taxAmount: 0,
  lineTotal: 103_000,
  receiverName: 'Équipe Lyon',
  receiverEmail: 'lyon@atelier-durand.com',
  ...overrides,
});

const detailOf = (orderNo: string) => ({
  orderNo,
  createdAt: '2026-11-20T09:30:00.000Z',
  currency: 'EUR',
  grossAmount: 200_000,
  discountAmount: 0,
  feeAmount: 6_000,
  shippingAmount: 0,
  taxAmount: 1_200,
  orderAmtTot: 206_000,
  validUntil: inDays(20),
  orderedAs: '',
  orderLines: [line(1), line(2, { receiverName: 'Équipe Paris', receiverEmail: 'paris@atelier-durand.com' })],
});

const BUSINESS = { ...LAYLA, custId: '2002', custName: 'Atelier Durand', custType: 'B' as const };
const listOf =
  (...quotations: object[]) =>
  () =>
    ok({ totalCount: quotations.length, quotationOrders: quotations });
const items = () => screen.queryAllByTestId('quotation');

beforeEach(async () => {
  await startAccountPage({ user: BUSINESS });
  notificationsStore.setState({ items: [] });
});

describe('ordering a quotation', () => {
  it('offers a business member an Order link to the business checkout while the quotation holds', async () => {
    memberService({ answers: { getQuotationOrders: listOf(quotation(1)) } });
    await renderAccountAt('/account/quotations');
    const item = screen.getByTestId('quotation');
    const order = within(item).getByTestId('quotation-order');
    expect(order).toHaveAttribute('href', '/b2b/buying/checkout?quotation=Q7K2M9P4R6T8V0X3Z001');
    expect(order).toHaveAccessibleName(/^Order\s*: Quotation Q7K2M9P4R6T8V0X3Z001$/);
    expect(within(item).getByTestId('quotation-state')).toHaveTextContent(/\d{1,2} \w{3} 20\d\d/);
  });

  it('shows the order a quotation became instead of the link, and says when one expired', async () => {
    memberService({
      answers: {
        getQuotationOrders: listOf(
          quotation(1, { orderedAs: 'O9X8W7V6U5T4S3R2Q1P0' }),
          quotation(2, { validUntil: '2026-01-05T10:00:00.000Z' }),
        ),
      },
    });
    await renderAccountAt('/account/quotations');
    const [ordered, expired] = items();
    expect(within(ordered).queryByTestId('quotation-order')).toBeNull();
    expect(within(ordered).getByText('Ordered as')).toBeInTheDocument();
    expect(within(ordered).getByTestId('quotation-state')).toHaveTextContent('O9X8W7V6U5T4S3R2Q1P0');
    expect(within(expired).queryByTestId('quotation-order')).toBeNull();
    expect(within(expired).getByTestId('quotation-state')).toHaveTextContent('Expired on 5 Jan 2026');
  });

  it('does not offer an individual member the business checkout', async () => {
    await startAccountPage({ user: LAYLA });
    memberService({ answers: { getQuotationOrders: listOf(quotation(1)) } });
    await renderAccountAt('/account/quotations');
    expect(screen.getByTestId('quotation')).toBeInTheDocument();
    expect(screen.queryByTestId('quotation-order')).toBeNull();
  });
});

describe('the detail of a quotation', () => {
  it('loads on first opening: its lines with receivers and amounts, and its totals; closing keeps it', async () => {
    const service = memberService({
      answers: {
        getQuotationOrders: listOf(quotation(1)),
        getQuotationDetail: ({ orderNo }) => ok(detailOf(String(orderNo))),
      },
    });
    await renderAccountAt('/account/quotations');
    const toggle = screen.getByRole('button', { name: /^Show details\s*: Quotation Q7K2M9P4R6T8V0X3Z001$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quotation…');
    await settle();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(service.callsTo('getQuotationDetail')).toEqual([{ custId: '2002', orderNo: quotation(1).orderNo }]);
    const rows = screen.getAllByTestId('quotation-line');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Équipe Paris');
    expect(rows[1]).toHaveTextContent('paris@atelier-durand.com');
    expect(rows[0].textContent?.replace(/\u00a0/g, ' ')).toContain('€1,030.00');
    const totals = screen.getByTestId('quotation-totals');
    expect(totals.textContent?.replace(/\u00a0/g, ' ')).toMatch(/Cards€2,000\.00Fees€60\.00Tax€12\.00/);
    expect(within(totals).queryByText('Discount')).toBeNull();
    expect(screen.getByTestId('quotation-detail-total').textContent?.replace(/\u00a0/g, ' ')).toBe('€2,060.00');

    fireEvent.click(toggle);
    expect(screen.queryByTestId('quotation-lines')).toBeNull();
    fireEvent.click(toggle);
    await settle();
    expect(screen.getByTestId('quotation-lines')).toBeInTheDocument();
    expect(service.callsTo('getQuotationDetail')).toHaveLength(1);
  });

  it('says when the detail cannot be loaded, and the retry asks again', async () => {
    let fail = true;
    const service = memberService({
      answers: {
        getQuotationOrders: listOf(quotation(1)),
        getQuotationDetail: ({ orderNo }) =>
          fail ? refused(1234, 'Seems there are something went wrong.') : ok(detailOf(String(orderNo))),
      },
    });
    await renderAccountAt('/account/quotations');
    fireEvent.click(screen.getByTestId('quotation-details'));
    await settle();
    expect(screen.getByTestId('quotation-detail-failed')).toHaveTextContent('This quotation could not be loaded.');
    fail = false;
    fireEvent.click(within(screen.getByTestId('quotation-detail-failed')).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getAllByTestId('quotation-line')).toHaveLength(2);
    expect(service.callsTo('getQuotationDetail')).toHaveLength(2);
  });
});

describe('removing a quotation', () => {
  it('asks first; keeping it calls nothing', async () => {
    const service = memberService({ answers: { getQuotationOrders: listOf(quotation(1)) } });
    await renderAccountAt('/account/quotations');
    fireEvent.click(screen.getByRole('button', { name: /^Remove\s*: Quotation Q7K2M9P4R6T8V0X3Z001$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this quotation?' });
    expect(dialog).toHaveTextContent('Quotation Q7K2M9P4R6T8V0X3Z001 will leave your list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(service.callsTo('disableQuotationOrder')).toEqual([]);
    expect(items()).toHaveLength(1);
  });

  it('removes it from the list and the count once the API disabled it, and says so', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const service = memberService({
      answers: {
        getQuotationOrders: listOf(quotation(1), quotation(2)),
        disableQuotationOrder: ({ orderNo }) =>
          new Promise((resolve) => {
            answer = () => resolve(ok({ orderNo, isDisabled: true }));
          }) as never,
      },
    });
    await renderAccountAt('/account/quotations');
    fireEvent.click(within(items()[0]).getByTestId('quotation-disable'));
    fireEvent.click(screen.getByTestId('quotation-disable-confirm'));
    expect(screen.getByTestId('quotation-disable-confirm')).toHaveTextContent('Removing…');
    expect(screen.getByTestId('quotation-disable-confirm')).toBeDisabled();
    await act(async () => answer(undefined));
    await settle();
    expect(service.callsTo('disableQuotationOrder')).toEqual([{ custId: '2002', orderNo: quotation(1).orderNo }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(items().map((item) => item.getAttribute('data-order-no'))).toEqual([quotation(2).orderNo]);
    expect(screen.getByTestId('quotations-count')).toHaveTextContent('Showing 1 of 1');
    expect(notificationsStore.getState().items).toEqual([
      expect.objectContaining({ type: 'success', content: { key: 'account:quotations.disabled' } }),
    ]);
    expect(document.activeElement).toBe(within(items()[0]).getByTestId('quotation-order'));
  });

  it('keeps it and shows the refusal in the dialog when the API refuses', async () => {
    memberService({
      answers: {
        getQuotationOrders: listOf(quotation(1)),
        disableQuotationOrder: () => refused(1234, 'Seems there are something went wrong.'),
      },
    });
    await renderAccountAt('/account/quotations');
    fireEvent.click(screen.getByTestId('quotation-disable'));
    fireEvent.click(screen.getByTestId('quotation-disable-confirm'));
    await settle();
    expect(within(screen.getByRole('alertdialog')).getByRole('alert')).not.toBeEmptyDOMElement();
    expect(items()).toHaveLength(1);
  });

  it('lets one removed meanwhile (58001) leave the list too', async () => {
    memberService({
      answers: {
        getQuotationOrders: listOf(quotation(1)),
        disableQuotationOrder: () => refused(58001, 'This order does not exist.'),
      },
    });
    await renderAccountAt('/account/quotations');
    fireEvent.click(screen.getByTestId('quotation-disable'));
    fireEvent.click(screen.getByTestId('quotation-disable-confirm'));
    await settle();
    expect(items()).toHaveLength(0);
    expect(screen.getByTestId('quotations-empty')).toBeInTheDocument();
  });
});
