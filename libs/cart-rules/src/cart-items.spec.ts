import {
  addOrder,
  applySalesmanSetDiscount,
  changeQuantity,
  createCartItemData,
  duplicateOrder,
  updateSender,
} from './cart-items';
import { DEFAULT_CART_DELIVER_TYPE } from './constants';
import { line } from './testing';

describe('A cart line without a deliver type is a PDF', () => {
  it('defaults deliverType to PDF and keeps a given one', () => {
    expect(DEFAULT_CART_DELIVER_TYPE).toBe('PDF');
    expect(createCartItemData({ itemCode: 'X', amount: 100, qty: 1 }).deliverType).toBe('PDF');
    expect(createCartItemData({ itemCode: 'X', amount: 100, qty: 1, deliverType: 'Email' }).deliverType).toBe('Email');
  });
});

describe('Adding an order appends or replaces by id; a line of sort T is always a new entry', () => {
  const cart = [line('a'), line('b')];

  it('appends an order whose id is not in the cart, or that has no id yet', () => {
    const withNew = addOrder(cart, { id: 'c', data: line('c').data }, 'generated');
    expect(withNew.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(withNew.id).toBe('c');
    const withoutId = addOrder(cart, { data: line('x').data }, 'generated');
    expect(withoutId.items.map((item) => item.id)).toEqual(['a', 'b', 'generated']);
    expect(withoutId.id).toBe('generated');
  });

  it('replaces the line with the same id in place', () => {
    const replaced = addOrder(cart, { id: 'a', data: line('a', { qty: 4 }).data }, 'generated');
    expect(replaced.items.map((item) => [item.id, item.data.qty])).toEqual([
      ['a', 4],
      ['b', 1],
    ]);
    expect(replaced.id).toBe('a');
  });

  it('adds a line of sort T as a new entry under a new id even when its id is already in the cart', () => {
    const added = addOrder(cart, { id: 'a', data: line('a', { productSorts: 'T' }).data }, 'generated');
    expect(added.items.map((item) => item.id)).toEqual(['a', 'b', 'generated']);
    expect(added.items[0].data.productSorts).toBe('');
    expect(added.id).toBe('generated');
  });

  it('refuses a quantity below 1 or not whole', () => {
    expect(() => addOrder(cart, { data: line('x', { qty: 0 }).data }, 'n')).toThrow(RangeError);
    expect(() => addOrder(cart, { data: line('x', { qty: 1.5 }).data }, 'n')).toThrow(RangeError);
  });
});

describe('Duplicating copies an order under a new id', () => {
  it('inserts an equal copy with the new id right after the original', () => {
    const cart = [line('a', { receiverName: 'Omar Saleh', qty: 3 }), line('b')];
    const duplicated = duplicateOrder(cart, 'a', 'a2');
    expect(duplicated.map((item) => item.id)).toEqual(['a', 'a2', 'b']);
    expect(duplicated[1].data).toEqual(cart[0].data);
    expect(duplicated[1].data).not.toBe(cart[0].data);
  });

  it('leaves the cart as it is for an unknown id', () => {
    const cart = [line('a')];
    expect(duplicateOrder(cart, 'nope', 'n')).toBe(cart);
  });
});

describe('Changing a quantity', () => {
  it('sets the quantity of that line only', () => {
    const changed = changeQuantity([line('a'), line('b')], 'b', 5);
    expect(changed.map((item) => item.data.qty)).toEqual([1, 5]);
  });

  it('refuses a quantity below 1', () => {
    expect(() => changeQuantity([line('a')], 'a', 0)).toThrow(RangeError);
  });
});

describe('Sender name or email update fills empty receiver fields', () => {
  const cart = [
    line('empty'),
    line('filled', { receiverName: 'Mira Khan', receiverEmail: 'mira@example.com' }),
    line('blank', { receiverName: '   ' }),
  ];

  it('copies the sender name and email into empty receiver fields only', () => {
    const updated = updateSender(cart, { senderName: 'Sami Aziz', senderEmail: 'sami@example.com' });
    expect(updated.map((item) => [item.data.receiverName, item.data.receiverEmail])).toEqual([
      ['Sami Aziz', 'sami@example.com'],
      ['Mira Khan', 'mira@example.com'],
      ['Sami Aziz', 'sami@example.com'],
    ]);
    expect(
      updated.every((item) => item.data.senderName === 'Sami Aziz' && item.data.senderEmail === 'sami@example.com'),
    ).toBe(true);
  });

  it('touches only the field that was updated', () => {
    const updated = updateSender(cart, { senderEmail: 'sami@example.com' });
    expect(updated[0].data.receiverName).toBe('');
    expect(updated[0].data.senderName).toBe('');
    expect(updated[0].data.receiverEmail).toBe('sami@example.com');
  });
});

describe('A salesman-set discount applies to every line', () => {
  it('stamps the rate on every line and removes it with null', () => {
    const stamped = applySalesmanSetDiscount([line('a'), line('b')], 12);
    expect(stamped.map((item) => item.data.salesmanSetDiscount)).toEqual([12, 12]);
    expect(applySalesmanSetDiscount(stamped, null).map((item) => item.data.salesmanSetDiscount)).toEqual([null, null]);
  });
});
