import type { CartItem } from '@shop/cart-engine';
import {
  afterConfirmation,
  choosableMethods,
  confirmationMean,
  orderLineIndexOfItems,
  orderLineOfIssue,
} from './checkout-plan';

const MEANS = [
  { code: 'C04', hosted: true },
  { code: '14', hosted: false },
  { code: '15', hosted: false },
  { code: '03', hosted: false },
];

function line(id: string, overrides: Partial<CartItem['data']> = {}): CartItem {
  return { id, data: { itemCode: 'A', productSorts: '', receiverEmail: 'a@b.co', ...overrides } as CartItem['data'] };
}

describe('checkout plan', () => {
  it('the buyer chooses among the means but wallet and gift cards', () => {
    expect(choosableMethods(MEANS).map((mean) => mean.code)).toEqual(['C04', '03']);
  });

  it('without a method the wallet or the gift cards name the confirmation', () => {
    expect(confirmationMean('C04', true)).toBe('C04');
    expect(confirmationMean(null, true)).toBe('14');
    expect(confirmationMean(null, false)).toBe('15');
  });

  it('after the confirmation: paid, offline or hosted', () => {
    const unpaid = { orderNo: 'ABC12345', isPaid: false, walletAmount: 0 };
    expect(afterConfirmation({ ...unpaid, isPaid: true }, 'C04', MEANS)).toEqual({
      kind: 'result',
      path: '/order/ABC12345?paymentMean=15',
    });
    expect(afterConfirmation({ ...unpaid, isPaid: true, walletAmount: 100 }, 'C04', MEANS)).toEqual({
      kind: 'result',
      path: '/order/ABC12345?paymentMean=14',
    });
    expect(afterConfirmation(unpaid, '03', MEANS)).toEqual({ kind: 'result', path: '/order/ABC12345?paymentMean=03' });
    expect(afterConfirmation(unpaid, 'C04', MEANS)).toEqual({ kind: 'hosted', method: 'C04' });
  });

  it('maps cart lines to the order lines they merge into, and issues to their line', () => {
    const items = [line('1'), line('2', { receiverEmail: 'c@d.co' }), line('3'), line('4', { productSorts: 'T' })];
    expect(orderLineIndexOfItems(items)).toEqual([0, 1, 0, 2]);
    expect(orderLineOfIssue('orderLines.2.receiverEmail')).toBe(2);
    expect(orderLineOfIssue('custId')).toBeNull();
  });
});
