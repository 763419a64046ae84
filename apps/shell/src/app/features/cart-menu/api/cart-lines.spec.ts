import { createCartItemData, type CartItem } from '@shop/cart-engine';
import { cardCountOf, cartLineSummaries, recipientOf } from './cart-lines';

const line = (id: string, data: Partial<CartItem['data']>): CartItem => ({
  id,
  data: createCartItemData({ itemCode: 'GC-1', amount: 5_000, qty: 1, ...data }),
});

describe('the cart dropdown lines', () => {
  it('names the recipient by full name, first and last name, email, then phone; none when buying for oneself', () => {
    expect(recipientOf(line('a', { receiverName: ' Omar ', receiverEmail: 'o@x.test' }))).toBe('Omar');
    expect(recipientOf(line('b', { receiverFirstName: 'Sara', receiverLastName: 'Ali' }))).toBe('Sara Ali');
    expect(recipientOf(line('c', { receiverEmail: 'friend@x.test' }))).toBe('friend@x.test');
    expect(recipientOf(line('d', { receiverMobileAreaCode: '+971', receiverMobileNo: '501234567' }))).toBe(
      '+971501234567',
    );
    expect(recipientOf(line('e', {}))).toBeNull();
  });

  it('lists product, recipient, delivery and amount × quantity in cart order, and counts cards', () => {
    const items = [
      line('1', { productName: 'Spa day', receiverName: 'Omar', deliverType: 'Email', qty: 2 }),
      line('2', { productName: 'Books', amount: 2_500, deliverType: 'SMS' }),
    ];
    expect(cartLineSummaries(items)).toEqual([
      { id: '1', productName: 'Spa day', recipient: 'Omar', deliverType: 'Email', qty: 2, amount: 10_000 },
      { id: '2', productName: 'Books', recipient: null, deliverType: 'SMS', qty: 1, amount: 2_500 },
    ]);
    expect(cardCountOf(items)).toBe(3);
    expect(cardCountOf([])).toBe(0);
  });
});
