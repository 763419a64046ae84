import { buildOrders } from './build-orders';
import { ORDER_LINE_DEFAULTS } from './constants';
import { line } from './testing';

describe('Building orders never merges lines of sort T and merges lines with identical key fields', () => {
  it('merges identical lines into one order line with quantities summed, and flags the merge', () => {
    const built = buildOrders([
      line('a', { qty: 2, receiverEmail: 'nour@example.com' }),
      line('b', { qty: 3, receiverEmail: 'nour@example.com' }),
      line('c', { qty: 1, receiverEmail: 'other@example.com' }),
    ]);
    expect(built.merged).toBe(true);
    expect(built.lines.map((l) => [l.receiverEmail, l.qty])).toEqual([
      ['nour@example.com', 5],
      ['other@example.com', 1],
    ]);
  });

  it('never merges lines of sort T, even when identical', () => {
    const built = buildOrders([line('a', { productSorts: 'T' }), line('b', { productSorts: 'T' })]);
    expect(built.merged).toBe(false);
    expect(built.lines.map((l) => l.qty)).toEqual([1, 1]);
  });

  it('keeps lines apart when a key field differs', () => {
    const built = buildOrders([
      line('a', { amount: 5000 }),
      line('b', { amount: 6000 }),
      line('c', { deliverType: 'Email' }),
      line('d', { salesmanSetDiscount: 4 }),
    ]);
    expect(built.merged).toBe(false);
    expect(built.lines).toHaveLength(4);
  });

  it('keeps personalised lines apart and carries what the buyer chose into the order line', () => {
    const chosen = {
      message: 'Happy birthday!',
      message2: 'From all of us',
      personalImageUrl: 'stored-file:42',
      letterTypeId: 2,
      letterPrice: 500,
      deliverDate: '2026-12-24',
      deliverTimeZone: 'Asia/Dubai',
    };
    const built = buildOrders([line('a', chosen), line('b', { ...chosen, message: 'Congratulations!' })]);
    expect(built.merged).toBe(false);
    expect(built.lines.map((l) => l.message)).toEqual(['Happy birthday!', 'Congratulations!']);
    expect(built.lines[0]).toMatchObject(chosen);
  });

  it('carries the effective discount rate and the order-line defaults', () => {
    const [orderLine] = buildOrders([line('a', { productDiscount: 3, salesmanSetDiscount: 6, templateId: 42 })]).lines;
    expect(orderLine).toMatchObject({ discountRate: 6, templateId: 42, deliverType: 'PDF', ...ORDER_LINE_DEFAULTS });
    expect(ORDER_LINE_DEFAULTS).toEqual({ validMonths: 12, isTaxCredit: 0, salesmanId: '', orderAmount: 0 });
  });

  it('builds nothing from an empty cart', () => {
    expect(buildOrders([])).toEqual({ lines: [], merged: false });
  });
});
