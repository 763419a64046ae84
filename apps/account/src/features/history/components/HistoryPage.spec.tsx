import { act, fireEvent, screen, within } from '@testing-library/react';
import type { HistoryRecord } from '@shop/contracts';
import { changeLanguage, i18n } from '@shop/i18n';
import {
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

function order(index: number, status = '09'): HistoryRecord {
  return {
    recordType: 'O',
    orderNo: `O97-${String(index).padStart(4, '0')}`,
    date: `2026-11-${String(20 - (index % 19)).padStart(2, '0')}T08:30:00.000Z`,
    status,
    quantity: 2,
    amount: 20000,
    currency: 'AED',
    paymentType: 'C04',
    productName: 'Carrefour Gift Card',
    deliveries: [{ channel: 'email', status: 'sent', cards: 2 }],
    invoiceNo: '',
  };
}

const TOP_UP: HistoryRecord = {
  recordType: 'M',
  date: '2026-11-18T10:00:00.000Z',
  transactionType: 'L',
  status: 'R',
  amount: 7550,
  balanceAfter: null,
  currency: 'AED',
  reference: 'pay-41',
  cardNumber: '6012345678901234',
};

const RECEIVED: HistoryRecord = {
  recordType: 'R',
  date: '2026-11-17T10:00:00.000Z',
  status: '03',
  productName: 'Carrefour Gift Card',
  amount: 10000,
  currency: 'AED',
  counterpartName: 'Omar Khalil',
  counterpartEmail: 'omar.khalil@example.com',
};

/** A history of 12 orders (10 a page), one wallet top-up, nothing transferred, one card received. */
function historyService(answers = {}) {
  const orders = Array.from({ length: 12 }, (_, index) => order(index + 1, index === 0 ? '041' : '09'));
  return memberService({
    answers: {
      getMemberHistory: ({ historyType = 'O', page = 1, status }) => {
        const all = { O: orders, M: [TOP_UP], T: [], R: [RECEIVED] }[historyType as 'O'] as HistoryRecord[];
        const matching = status ? all.filter((record) => record.status === status) : all;
        const first = ((page as number) - 1) * 10;
        return ok({
          historyType,
          totalCount: matching.length,
          page,
          transactionRecords: matching.slice(first, first + 10),
        });
      },
      ...answers,
    },
  });
}

const records = () => screen.queryAllByTestId('history-record');

beforeEach(async () => {
  await startAccountPage();
});

describe('the history tab', () => {
  it('opens on the orders, page 1, with each record’s date, type, amount and status label', async () => {
    const service = historyService();
    await renderAccountAt('/account/history');
    expect(screen.getByTestId('account-tab-history')).toHaveAttribute('aria-current', 'page');
    expect(service.callsTo('getMemberHistory')).toEqual([{ custId: '1001', historyType: 'O', page: 1 }]);
    expect(records()).toHaveLength(10);
    const first = within(records()[0]);
    expect(first.getByTestId('history-record-kind')).toHaveTextContent('Order');
    expect(first.getByTestId('history-record-date')).toHaveTextContent('19 Nov 2026');
    expect(first.getByTestId('history-record-amount')).toHaveTextContent('AED 200.00');
    expect(first.getByTestId('history-record-status')).toHaveTextContent('Requesting');
    expect(records()[0]).toHaveTextContent('Order O97-0001');
    expect(records()[0]).toHaveTextContent('Carrefour Gift Card, quantity 2');
    expect(within(records()[1]).getByTestId('history-record-status')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('history-count')).toHaveTextContent('Showing 10 of 12');
  });

  it('appends the next page with "Show more", and offers no more once all are shown', async () => {
    const service = historyService();
    await renderAccountAt('/account/history');
    fireEvent.click(screen.getByTestId('history-show-more'));
    await settle();
    expect(service.callsTo('getMemberHistory').at(-1)).toEqual({ custId: '1001', historyType: 'O', page: 2 });
    expect(records()).toHaveLength(12);
    expect(records()[0]).toHaveTextContent('O97-0001');
    expect(records()[11]).toHaveTextContent('O97-0012');
    expect(screen.getByTestId('history-count')).toHaveTextContent('Showing 12 of 12');
    expect(screen.queryByTestId('history-show-more')).not.toBeInTheDocument();
  });

  it('shows wallet movements by what they did, a requested top-up without a balance after', async () => {
    const service = historyService();
    await renderAccountAt('/account/history');
    fireEvent.click(screen.getByTestId('history-type-M'));
    await settle();
    expect(screen.getByTestId('history-type-M')).toHaveAttribute('aria-pressed', 'true');
    expect(service.callsTo('getMemberHistory').at(-1)).toEqual({ custId: '1001', historyType: 'M', page: 1 });
    expect(records()).toHaveLength(1);
    expect(records()[0]).toHaveTextContent('Wallet top-up');
    expect(records()[0]).toHaveTextContent('AED 75.50');
    expect(records()[0]).toHaveTextContent('Requesting');
    expect(records()[0]).toHaveTextContent('Reference: pay-41');
    expect(records()[0]).not.toHaveTextContent('Balance after');
  });

  it('says what to do when a type has nothing, and names the sender of a received card', async () => {
    historyService();
    await renderAccountAt('/account/history');
    fireEvent.click(screen.getByTestId('history-type-T'));
    await settle();
    expect(screen.getByTestId('history-empty')).toHaveTextContent(
      'You have not transferred any card yet. You can give a card to someone from My cards.',
    );
    fireEvent.click(screen.getByTestId('history-type-R'));
    await settle();
    expect(records()[0]).toHaveTextContent('Card received');
    expect(records()[0]).toHaveTextContent('From Omar Khalil (omar.khalil@example.com)');
    expect(records()[0]).toHaveTextContent('Confirmed');
  });

  it('shows every page shown in the language switched to, asked again with the same filters', async () => {
    // The API answers product names in the page's language (the client sends it with every call).
    const named = (record: HistoryRecord) =>
      i18n.language === 'ar' ? { ...record, productName: 'بطاقة كارفور' } : record;
    const orders = Array.from({ length: 12 }, (_, index) => order(index + 1, index === 0 ? '041' : '09'));
    const service = historyService({
      getMemberHistory: ({ page = 1, status }: Record<string, unknown>) => {
        const matching = orders.filter((record) => !status || record.status === status).map(named);
        const first = ((page as number) - 1) * 10;
        const transactionRecords = matching.slice(first, first + 10);
        return ok({ historyType: 'O', totalCount: matching.length, page, transactionRecords });
      },
    });
    await renderAccountAt('/account/history');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '09' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    await settle();
    fireEvent.click(screen.getByTestId('history-show-more'));
    await settle();
    expect(records()).toHaveLength(11);

    await act(() => changeLanguage('ar'));
    await settle();
    // Both pages shown are asked again in Arabic with the filter and replace the list, in order.
    expect(records()).toHaveLength(11);
    for (const record of records()) expect(record).toHaveTextContent('بطاقة كارفور');
    expect(records()[10]).toHaveTextContent('O97-0012');
    expect(within(screen.getByTestId('history-filters')).getByRole('combobox')).toHaveValue('09');
    const asked = { custId: '1001', historyType: 'O', status: '09' };
    expect(service.callsTo('getMemberHistory').slice(-2)).toEqual([
      { ...asked, page: 1 },
      { ...asked, page: 2 },
    ]);
    expect(service.callsTo('getMemberHistory')).toHaveLength(5);
  });

  it('keeps the records shown when asking in the new language fails', async () => {
    let fail = false;
    historyService({
      getMemberHistory: ({ page = 1 }: Record<string, unknown>) =>
        fail
          ? refused(1234, 'Seems there are something went wrong.')
          : ok({ historyType: 'O', totalCount: 1, page, transactionRecords: [order(1)] }),
    });
    await renderAccountAt('/account/history');
    fail = true;
    await act(() => changeLanguage('ar'));
    await settle();
    expect(records()).toHaveLength(1);
    expect(records()[0]).toHaveTextContent('Carrefour Gift Card');
    expect(screen.queryByRole('button', { name: 'إعادة المحاولة' })).not.toBeInTheDocument();
  });

  it('sends the filters filled in, from page 1, and says when nothing matches', async () => {
    const service = historyService();
    await renderAccountAt('/account/history');
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '6012 3456 7890 1234' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '02' } });
    fireEvent.change(screen.getByLabelText('Product name'), { target: { value: 'Carrefour' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    await settle();
    expect(service.callsTo('getMemberHistory').at(-1)).toEqual({
      custId: '1001',
      historyType: 'O',
      page: 1,
      cardNumber: '6012345678901234',
      dateBegin: '2026-11-01',
      dateEnd: '2026-11-30',
      status: '02',
      productName: 'Carrefour',
    });
    expect(screen.getByTestId('history-empty')).toHaveTextContent(
      'Nothing matches these filters. Change them or clear them to see more.',
    );
    fireEvent.click(screen.getByTestId('history-clear'));
    await settle();
    expect(service.callsTo('getMemberHistory').at(-1)).toEqual({ custId: '1001', historyType: 'O', page: 1 });
    expect(records()).toHaveLength(10);
  });

  it('refuses an end date before the start date in the form, next to the end date', async () => {
    const service = historyService();
    await renderAccountAt('/account/history');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    await settle();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(service.callsTo('getMemberHistory')).toHaveLength(1);
  });

  it("puts the server's refusal of a card number next to the field", async () => {
    historyService({
      getMemberHistory: [
        () => ok({ historyType: 'O', totalCount: 0, page: 1, transactionRecords: [] }),
        () => refused(40000, 'Invalid request', [{ path: 'cardNumber', message: 'This card number is not valid' }]),
      ],
    });
    await renderAccountAt('/account/history');
    expect(screen.getByTestId('history-empty')).toHaveTextContent('You have no orders yet.');
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '1234567890123456' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    await settle();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This card number is not valid');
    expect(screen.getByTestId('history-load-failed')).toHaveTextContent('Your history could not be loaded.');
  });

  it('shows a failed page with a retry, and the wallet refusal 57001 as the server gives it', async () => {
    historyService({
      getMemberHistory: [
        () => refused(57001, 'The wallet is not available for this account.'),
        () => ok({ historyType: 'O', totalCount: 1, page: 1, transactionRecords: [order(1)] }),
      ],
    });
    await renderAccountAt('/account/history');
    expect(screen.getByTestId('history-load-failed')).toHaveTextContent(
      'The wallet is not available for this account.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(records()).toHaveLength(1);
  });

  it('is busy while a page loads', async () => {
    let answer: () => void = () => undefined;
    historyService({
      getMemberHistory: () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ historyType: 'O', totalCount: 1, page: 1, transactionRecords: [order(1)] }));
        }),
    });
    await renderAccountAt('/account/history');
    expect(screen.getByTestId('history-results')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your history…');
    answer();
    await settle();
    expect(screen.getByTestId('history-results')).not.toHaveAttribute('aria-busy');
    expect(records()).toHaveLength(1);
  });
});
