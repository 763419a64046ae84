import type { PricedOrderLine } from '@shop/cart-rules';
import { feeDiscountPerCard, salesmanLine, salesmanPricing, type SalesmanTerms } from './salesman-pricing';

const unit = { cardMadeTaxRate: 20, shippingTaxRate: 20, isVatInclude: true };

/** A physical line of 2 cards of 50 EUR, product discount 5 %, letter 5.90, extra 12.90, fee 3 EUR. */
const line: PricedOrderLine = {
  choice: { itemCode: 'X', templateId: 0, amount: 5000, qty: 2, letterTypeId: 3, extraItemCode: 'E' },
  kind: 'P',
  validMonths: 12,
  gross: 10000,
  discountRate: 5,
  discount: 500,
  cardMadeFee: 300,
  letterPrice: 590,
  extraProductAmount: 1290,
  fees: 3180,
  shipFee: 1180,
  tax: 297,
  total: 13860,
};

const terms = (overrides: Partial<SalesmanTerms> = {}): SalesmanTerms => ({
  cardMadeFee: 2000,
  discountRate: null,
  shipFeeDiscType: '',
  shipFeeDiscValue: 0,
  extraFeeDiscType: '',
  extraFeeDiscValue: 0,
  commissionRate: 5,
  ...overrides,
});

describe('a salesman’s terms on a priced line', () => {
  it('replaces the card-made fee, keeps the product discount when he sets none, and takes his commission', () => {
    const priced = salesmanLine(line, terms(), unit);
    expect(priced).toMatchObject({ discountRate: 5, discount: 500, cardMadeFee: 2000, shipFee: 1180 });
    expect(priced.fees).toBe((2000 + 1290) * 2);
    expect(priced.total).toBe(9500 + 6580 + 1180);
    expect(priced.commission).toBe(475);
  });

  it('overrides the product discount with his, even 0', () => {
    expect(salesmanLine(line, terms({ discountRate: 10 }), unit)).toMatchObject({ discountRate: 10, discount: 1000 });
    expect(salesmanLine(line, terms({ discountRate: 0 }), unit)).toMatchObject({ discountRate: 0, discount: 0 });
  });

  it('discounts the letter and extra fees per card, P in percent and V in minor units', () => {
    const priced = salesmanLine(
      line,
      terms({ shipFeeDiscType: 'P', shipFeeDiscValue: 50, extraFeeDiscType: 'V', extraFeeDiscValue: 290 }),
      unit,
    );
    expect(priced.shipFee).toBe(295 * 2);
    expect(priced.extraProductAmount).toBe(1000);
  });

  it('never discounts a fee below zero', () => {
    expect(feeDiscountPerCard('V', 5000, 590)).toBe(590);
    expect(feeDiscountPerCard('P', 100, 590)).toBe(590);
    expect(feeDiscountPerCard('', 10, 590)).toBe(0);
  });

  it('adds the tax on top when the unit prices without it', () => {
    const priced = salesmanLine(line, terms(), { ...unit, isVatInclude: false });
    expect(priced.tax).toBe(800 + 236);
    expect(priced.total).toBe(9500 + 6580 + 1180 + 1036);
  });

  it('sums the order and the commission', () => {
    const order = salesmanPricing([line, line], [terms(), terms({ commissionRate: 0 })], unit);
    expect(order.totals.total).toBe(2 * (9500 + 6580 + 1180));
    expect(order.commission).toBe(475);
  });
});
