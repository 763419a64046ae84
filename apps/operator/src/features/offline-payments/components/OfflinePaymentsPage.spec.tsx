import { fireEvent, screen, within } from '@testing-library/react';
import type { OfflinePaymentOrder } from '@shop/contracts';
import {
  failed,
  ok,
  renderBackOfficePage,
  settle,
  startBackOfficePage,
} from '../../back-office-kit/testing/back-office-test-kit';
import { OfflinePaymentsPage } from './OfflinePaymentsPage';

jest.mock('../../../shared/operator-api', () => ({
  operatorApi: () => jest.requireActual('@shop/api-client').shopApi(),
}));

const order = (overrides: Partial<OfflinePaymentOrder> = {}): OfflinePaymentOrder => ({
  orderNo: 'O250000123',
  buId: '250',
  status: '04',
  paymentMean: '03',
  currency: 'EUR',
  dueAmount: 10_000,
  decimalDigits: 2,
  buyerEmail: 'achats@maison-moreau.fr',
  companyName: 'Maison Moreau',
  invoiceNo: '',
  cardCount: 2,
  createdAt: '2026-11-27T10:00:00.000Z',
  confirmedAt: '',
  paymentWindowEndsAt: '2026-11-27T10:30:00.000Z',
  canCancel: false,
  hasReceipt: true,
  ...overrides,
});

describe('OfflinePaymentsPage', () => {
  it("lists the unit's waiting orders, asks before confirming one and says how many cards were issued", async () => {
    const api = await startBackOfficePage({
      getOfflinePaymentOrders: [() => ok({ orders: [order()] }), () => ok({ orders: [] })],
      confirmOfflinePaymentOrder: () =>
        ok({ orderNo: 'O250000123', status: '09', invoiceNo: 'F-1', cardsIssued: 2, alreadyConfirmed: false }),
    });
    await renderBackOfficePage('payments', <OfflinePaymentsPage />);
    expect(api.callsOf('getOfflinePaymentOrders')).toEqual([{ buId: '250' }]);
    const row = screen.getByTestId('offline-payment-order');
    expect(row.textContent).toContain('Maison Moreau');
    expect(row.textContent).toContain('Bank transfer');
    // The window is still the API's to judge: no cancel before it says so.
    expect(within(row).queryByTestId('cancel-order')).toBeNull();
    expect(row.textContent).toContain('Can be cancelled once its payment window has ended.');

    fireEvent.click(within(row).getByRole('button', { name: 'Confirm payment of order O250000123' }));
    expect(screen.getByTestId('payment-question').textContent).toContain('for order O250000123 arrive');
    expect(api.callsOf('confirmOfflinePaymentOrder')).toEqual([]);
    fireEvent.click(screen.getByTestId('payment-question-yes'));
    await settle();
    expect(api.callsOf('confirmOfflinePaymentOrder')).toEqual([{ buId: '250', orderNo: 'O250000123' }]);
    expect(screen.getByTestId('payment-done').textContent).toContain(
      'Order O250000123 is confirmed: 2 cards were issued.',
    );
    expect(screen.getByText('No order is waiting for a bank transfer or a bank check.')).toBeTruthy();
  });

  it("offers the cancel once the window has ended and shows the API's refusal in the question", async () => {
    const api = await startBackOfficePage({
      getOfflinePaymentOrders: () => ok({ orders: [order({ canCancel: true, hasReceipt: false })] }),
      cancelOfflinePaymentOrder: () =>
        failed({ code: 58068, message: 'This order is not waiting for its payment any more.' }, 409),
    });
    await renderBackOfficePage('payments', <OfflinePaymentsPage />);
    const row = screen.getByTestId('offline-payment-order');
    expect(row.textContent).toContain('No receipt yet');
    fireEvent.click(within(row).getByTestId('cancel-order'));
    fireEvent.click(screen.getByTestId('payment-question-yes'));
    await settle();
    expect(api.callsOf('cancelOfflinePaymentOrder')).toEqual([{ buId: '250', orderNo: 'O250000123' }]);
    expect(within(screen.getByTestId('payment-question')).getByRole('alert').textContent).toBeTruthy();
    expect(screen.queryByTestId('payment-done')).toBeNull();
  });
});
