import { fireEvent, screen } from '@testing-library/react';
import type { RefundCard, RefundableOrder } from '@shop/contracts';
import {
  ok,
  renderBackOfficePage,
  settle,
  startBackOfficePage,
} from '../../back-office-kit/testing/back-office-test-kit';
import { RefundsPage } from './RefundsPage';

jest.mock('../../../shared/operator-api', () => ({
  operatorApi: () => jest.requireActual('@shop/api-client').shopApi(),
}));

const card = (cardId: number, state: RefundCard['state'] = 'unused'): RefundCard => ({
  cardId,
  lineNo: 1,
  productName: 'Maison Cadeaux',
  lineSeq: cardId,
  initialAmount: 5000,
  balance: state === 'unused' ? 5000 : 0,
  refundAmount: 5000,
  state,
});

const paidOrder = (cards: RefundCard[], status = '09'): RefundableOrder => ({
  orderNo: 'O250000200',
  buId: '250',
  status,
  paymentMean: 'C04',
  currency: 'EUR',
  decimalDigits: 2,
  buyerEmail: 'claire@example.fr',
  totalAmount: 15_000,
  refundableAmount: cards.filter((entry) => entry.state === 'unused').length * 5000,
  destinations: ['payment', 'wallet'],
  cards,
  refunds: [],
});

describe('RefundsPage', () => {
  it('finds an order, refunds the one card chosen to the wallet and shows the outcome', async () => {
    const after = paidOrder([card(1), card(2, 'refunded'), card(3, 'used')], '098');
    const api = await startBackOfficePage({
      getRefundableOrder: () => ok(paidOrder([card(1), card(2), card(3, 'used')])),
      refundOrder: () =>
        ok({
          refund: {
            refundId: 7,
            kind: 'partial',
            destination: 'wallet',
            amount: 5000,
            state: 'done',
            cardIds: [2],
            operatorName: 'Camille Roux',
            reason: 'Wrong receiver',
            createdAt: '2026-11-27T11:00:00.000Z',
          },
          order: { ...after, refunds: [{} as never] },
        }),
    });
    await renderBackOfficePage('refunds', <RefundsPage />);
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: ' O250000200 ' } });
    fireEvent.click(screen.getByTestId('refund-find'));
    await settle();
    expect(api.callsOf('getRefundableOrder')).toEqual([{ buId: '250', orderNo: 'O250000200' }]);
    // Only the unused cards can be chosen.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('refund-chosen'));
    expect(screen.getByText('Choose at least one unused card.')).toBeTruthy();
    expect(api.callsOf('refundOrder')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Give back card Maison Cadeaux 1.2' }));
    fireEvent.click(screen.getByRole('radio', { name: "The customer's wallet" }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Wrong receiver' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund the chosen card' }));
    await settle();
    expect(api.callsOf('refundOrder')).toEqual([
      { buId: '250', orderNo: 'O250000200', cardIds: [2], destination: 'wallet', reason: 'Wrong receiver' },
    ]);
    const outcome = screen.getByTestId('refund-outcome');
    expect(outcome.getAttribute('data-status')).toBe('098');
    expect(outcome.textContent).toContain("given back to the customer's wallet");
    expect(outcome.textContent).toContain('partially returned (098)');
    expect(outcome.textContent).toContain('1 card cancelled.');
    // The order as the refund left it: one card still to choose.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('refunds a whole order without naming cards', async () => {
    const api = await startBackOfficePage({
      getRefundableOrder: () => ok(paidOrder([card(1), card(2)])),
      refundOrder: (input) =>
        ok({
          refund: {
            refundId: 8,
            kind: 'whole',
            destination: input.destination as 'payment',
            amount: 10_000,
            state: 'done',
            cardIds: [1, 2],
            operatorName: 'Camille Roux',
            reason: '',
            createdAt: '2026-11-27T11:00:00.000Z',
          },
          order: paidOrder([card(1, 'refunded'), card(2, 'refunded')], '099'),
        }),
    });
    await renderBackOfficePage('refunds', <RefundsPage />);
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'O250000200' } });
    fireEvent.click(screen.getByTestId('refund-find'));
    await settle();
    fireEvent.click(screen.getByTestId('refund-whole'));
    await settle();
    expect(api.callsOf('refundOrder')[0]).toMatchObject({ cardIds: [], destination: 'payment' });
    expect(screen.getByTestId('refund-outcome').textContent).toContain('fully returned (099)');
    expect(screen.getByText('Nothing left to give back on this order.')).toBeTruthy();
  });
});
