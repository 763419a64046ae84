import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DownloadOptions } from '@shop/api-client';
import type { HistoryRecord } from '@shop/contracts';
import {
  LAYLA,
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

const BUSINESS = { ...LAYLA, custId: '2002', custName: 'Atelier Durand', custType: 'B' as const };

function order(orderNo: string, status: string, invoiceNo: string): HistoryRecord {
  return {
    recordType: 'O',
    orderNo,
    date: '2026-11-20T08:30:00.000Z',
    status,
    quantity: 20,
    amount: 206_000,
    currency: 'EUR',
    paymentType: '03',
    productName: 'Atelier eGift',
    deliveries: [],
    invoiceNo,
  };
}

const PAID = order('O250-PAID', '09', '250-000042');
const PENDING = order('O250-PENDING', '04', '');
const PAID_NO_INVOICE = order('O250-CARD', '09', '');
const PDF = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), filename: 'invoice-O250-PAID.pdf' };

function historyWith(answers = {}) {
  return memberService({
    answers: {
      getMemberHistory: ({ historyType = 'O' }) =>
        ok({ historyType, totalCount: 3, page: 1, transactionRecords: [PAID, PENDING, PAID_NO_INVOICE] }),
      ...answers,
    },
  });
}

const recordOf = (orderNo: string) =>
  screen.getAllByTestId('history-record').find((item) => item.textContent?.includes(orderNo)) as HTMLElement;

let saved: string[];
beforeEach(async () => {
  await startAccountPage({ user: BUSINESS });
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the invoice of an order in the history', () => {
  it('is offered for a paid order with an invoice number only', async () => {
    historyWith();
    await renderAccountAt('/account/history');
    expect(within(recordOf('O250-PAID')).getByTestId('history-invoice-no')).toHaveTextContent('Invoice 250-000042');
    expect(within(recordOf('O250-PAID')).getByTestId('invoice-download')).toHaveTextContent('Download invoice');
    expect(within(recordOf('O250-PENDING')).queryByTestId('invoice-download')).toBeNull();
    expect(within(recordOf('O250-CARD')).queryByTestId('invoice-download')).toBeNull();
  });

  it('downloads the PDF with its progress, then saves it under the name the API gave', async () => {
    let report: DownloadOptions['onProgress'];
    let finish: () => void = () => undefined;
    const service = historyWith({
      downloadInvoice: (_input: unknown, options?: DownloadOptions) => {
        report = options?.onProgress;
        return new Promise((resolve) => {
          finish = () => resolve(ok({ ...PDF, contentType: 'application/pdf' }));
        });
      },
    });
    await renderAccountAt('/account/history');
    const button = within(recordOf('O250-PAID')).getByTestId('invoice-download');
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Downloading…');
    const progress = screen.getByRole('progressbar', { name: 'Invoice download' });
    expect(progress).not.toHaveAttribute('value');
    act(() => report?.(3_000, 12_000));
    expect(progress).toHaveAttribute('value', '25');
    fireEvent.click(button);
    await act(async () => finish());
    await settle();
    expect(service.callsTo('downloadInvoice')).toEqual([{ custId: '2002', orderNo: 'O250-PAID' }]);
    expect(saved).toEqual(['invoice-O250-PAID.pdf']);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Download invoice');
  });

  it('says in words when the download is refused, saves nothing, and can be tried again', async () => {
    historyWith({
      downloadInvoice: [
        () => refused(58013, 'This order is not paid.'),
        () => ok({ ...PDF, contentType: 'application/pdf' }),
      ],
    });
    await renderAccountAt('/account/history');
    fireEvent.click(within(recordOf('O250-PAID')).getByTestId('invoice-download'));
    await settle();
    const failure = within(recordOf('O250-PAID')).getByRole('alert');
    expect(failure).toHaveTextContent('The invoice could not be downloaded.');
    expect(saved).toEqual([]);
    fireEvent.click(within(recordOf('O250-PAID')).getByTestId('invoice-download'));
    await settle();
    expect(within(recordOf('O250-PAID')).queryByRole('alert')).toBeNull();
    expect(saved).toEqual(['invoice-O250-PAID.pdf']);
  });
});
