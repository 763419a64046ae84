import { b2bUnit, product } from '../../testing/business-test-kit';
import { FEATURED_MAX, featuredProducts, lowestAmount, slideAfter } from './featured-products';

describe('the featured cards', () => {
  it('are the gift cards of a B2B unit, at most eight, never phone credit', () => {
    const cards = Array.from({ length: 10 }, (_, index) => product(`GC-${index}`));
    const list = [product('TOPUP', { productType: 'PHONE_CREDIT' }), ...cards];
    expect(featuredProducts(b2bUnit(), list).map((card) => card.itemCode)).toEqual(
      cards.slice(0, FEATURED_MAX).map((card) => card.itemCode),
    );
    expect(featuredProducts(b2bUnit({}, { b2b: false }), list)).toEqual([]);
  });

  it('start at their lowest denomination, else their minimum amount', () => {
    expect(lowestAmount(product('A'))).toBe(5000);
    expect(lowestAmount(product('B', { denominations: [], minAmount: 2500 }))).toBe(2500);
  });

  it('go round at either end', () => {
    expect(slideAfter(0, -1, 5)).toBe(4);
    expect(slideAfter(4, 1, 5)).toBe(0);
    expect(slideAfter(2, 1, 5)).toBe(3);
    expect(slideAfter(0, 1, 0)).toBe(0);
  });
});
