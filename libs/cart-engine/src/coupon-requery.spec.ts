import {
  CouponRequeryFailed,
  queryCardErrorLabel,
  rebuildCouponsAfterRequery,
  type CouponQueryResult,
} from './coupon-requery';
import { coupon, line } from '@shop/cart-rules/testing';

describe('Requerying keeps unrestricted coupons and those whose restrictions still apply; errors are joined', () => {
  const items = [line('toy', { itemCode: 'TOY' })];

  it('keeps an unrestricted coupon with its fresh balance and the pin it was added with', () => {
    const previous = [coupon('6001', { cardBalance: 5000, pinCode: '4321' })];
    const results: CouponQueryResult[] = [{ ok: true, coupon: coupon('6001', { cardBalance: 3000, pinCode: '' }) }];
    const outcome = rebuildCouponsAfterRequery(previous, results, items);
    expect(outcome.coupons).toEqual([coupon('6001', { cardBalance: 3000, pinCode: '4321' })]);
    expect(outcome).toMatchObject({ dropped: [], errors: [], joinedErrors: '' });
  });

  it('keeps a brand-restricted coupon while one of its items is in the cart and drops it otherwise', () => {
    const toyOnly = coupon('6001', { subPayDesc: 'Toy brand only', suitedItemCode: [{ itemCode: 'TOY' }] });
    const bookOnly = coupon('6002', { subPayDesc: 'Book brand only', suitedItemCode: [{ itemCode: 'BOOK' }] });
    const outcome = rebuildCouponsAfterRequery(
      [toyOnly, bookOnly],
      [
        { ok: true, coupon: toyOnly },
        { ok: true, coupon: bookOnly },
      ],
      items,
    );
    expect(outcome.coupons.map((c) => c.cardNumber)).toEqual(['6001']);
    expect(outcome.dropped.map((c) => c.cardNumber)).toEqual(['6002']);
  });

  it('joins the failures, each with its label, server message, code and sub-payment description', () => {
    const previous = [coupon('6001'), coupon('6002', { subPayDesc: 'Toy brand only' }), coupon('6003')];
    const results: CouponQueryResult[] = [
      { ok: true, coupon: coupon('6001') },
      { ok: false, code: 11018, message: 'Coupon removed' },
      { ok: false, code: 500, message: 'Server busy', subPayDesc: '' },
    ];
    const outcome = rebuildCouponsAfterRequery(previous, results, items);
    expect(outcome.coupons.map((c) => c.cardNumber)).toEqual(['6001']);
    expect(outcome.errors).toEqual([
      { cardNumber: '6002', label: 'Removed coupon', text: 'Coupon removed (11018) Toy brand only' },
      { cardNumber: '6003', label: 'fetch query card failed on coupon', text: 'Server busy (500)' },
    ]);
    expect(outcome.joinedErrors).toBe(
      'Removed coupon 6002: Coupon removed (11018) Toy brand only\n' +
        'fetch query card failed on coupon 6003: Server busy (500)',
    );
  });

  it('throws when every coupon fails, with the joined errors', () => {
    const previous = [coupon('6001'), coupon('6002')];
    const results: CouponQueryResult[] = [
      { ok: false, code: '11018', message: 'Coupon removed' },
      { ok: false, code: '', message: 'Network down' },
    ];
    expect(() => rebuildCouponsAfterRequery(previous, results, items)).toThrow(CouponRequeryFailed);
    expect(() => rebuildCouponsAfterRequery(previous, results, items)).toThrow(
      'Removed coupon 6001: Coupon removed (11018)\nfetch query card failed on coupon 6002: Network down',
    );
  });

  it('rebuilds an empty list without error and refuses mismatched answers', () => {
    expect(rebuildCouponsAfterRequery([], [], items).coupons).toEqual([]);
    expect(() => rebuildCouponsAfterRequery([coupon('6001')], [], items)).toThrow(RangeError);
  });
});

describe('Error 11018 is labelled "Removed coupon", other codes "fetch query card failed on coupon"', () => {
  it('labels by code, as number or string', () => {
    expect(queryCardErrorLabel(11018)).toBe('Removed coupon');
    expect(queryCardErrorLabel('11018')).toBe('Removed coupon');
    expect(queryCardErrorLabel(52)).toBe('fetch query card failed on coupon');
  });
});
