import { allocateCoupons } from './coupon-allocation';
import {
  priceOrder,
  pricedLinesAsCartItems,
  taxOf,
  type OrderLineChoice,
  type PricingCatalogue,
  type PricingProduct,
  type PricingUnit,
} from './order-pricing';

const product = (itemCode: string, overrides: Partial<PricingProduct> = {}): PricingProduct => ({
  itemCode,
  kind: 'D',
  minAmount: 1000,
  maxAmount: 100000,
  denominations: [],
  validMonths: 12,
  cardMadeFee: 0,
  isPercentageCardFee: false,
  letterRequired: false,
  tiers: [],
  ...overrides,
});

const catalogue: PricingCatalogue = {
  products: [
    product('DIGI', {
      tiers: [
        { amountFrom: 0, amountTo: 99999, discountRate: 0 },
        { amountFrom: 100000, amountTo: null, discountRate: 2 },
      ],
    }),
    product('FIXED', { denominations: [5000, 10000] }),
    product('PHYS', { kind: 'P', letterRequired: true }),
    product('CUSTOM', { kind: 'CP', cardMadeFee: 1500 }),
    product('PCT', { cardMadeFee: 250, isPercentageCardFee: true }),
  ],
  templateImages: [
    { templateId: 7, itemCode: 'FIXED', discountRate: 5, cardMadeFee: 0, isPercentageCardFee: false },
    { templateId: 8, itemCode: 'CUSTOM', discountRate: 0, cardMadeFee: 2000, isPercentageCardFee: false },
  ],
  letters: [
    { letterTypeId: 1, price: 0 },
    { letterTypeId: 2, price: 1000 },
  ],
  extras: [
    { extraItemCode: 'CHOC', amount: 3500, itemCodes: [] },
    { extraItemCode: 'FLOWERS', amount: 9900, itemCodes: ['PHYS'] },
  ],
};

const unit: PricingUnit = { cardMadeTaxRate: 5, shippingTaxRate: 5, isVatInclude: true, minQty: 1, maxQty: 20 };

const line = (overrides: Partial<OrderLineChoice>): OrderLineChoice => ({
  itemCode: 'DIGI',
  templateId: 0,
  amount: 10000,
  qty: 1,
  letterTypeId: null,
  extraItemCode: '',
  ...overrides,
});

function priced(choices: OrderLineChoice[], pricingUnit = unit) {
  const pricing = priceOrder(choices, catalogue, pricingUnit);
  if (!pricing.ok) throw new Error(`not priced: ${JSON.stringify(pricing.problems)}`);
  return pricing;
}

describe('priceOrder', () => {
  it('sums the tiers of an item over all its lines', () => {
    const below = priced([line({ amount: 50000, qty: 1 })]);
    expect(below.lines[0].discountRate).toBe(0);
    const above = priced([line({ amount: 50000, qty: 1 }), line({ amount: 25000, qty: 2 })]);
    expect(above.lines.map((priced) => priced.discountRate)).toEqual([2, 2]);
    expect(above.totals).toMatchObject({ gross: 100000, discount: 2000, total: 98000 });
  });

  it("uses the template's discount for an item without tiers", () => {
    const pricing = priced([line({ itemCode: 'FIXED', templateId: 7, amount: 10000, qty: 2 })]);
    expect(pricing.lines[0]).toMatchObject({ discountRate: 5, discount: 1000, total: 19000 });
  });

  it("takes the template image's card-made fee over the product's, fixed or in basis points", () => {
    const custom = priced([line({ itemCode: 'CUSTOM', templateId: 8, qty: 2 })]);
    expect(custom.lines[0]).toMatchObject({ cardMadeFee: 2000, fees: 4000 });
    const plain = priced([line({ itemCode: 'CUSTOM', qty: 1 })]);
    expect(plain.lines[0].cardMadeFee).toBe(1500);
    const percentage = priced([line({ itemCode: 'PCT', amount: 20000 })]);
    expect(percentage.lines[0].cardMadeFee).toBe(500);
  });

  it('charges the letter of a physical line as its shipping, and extras per card', () => {
    const pricing = priced([line({ itemCode: 'PHYS', letterTypeId: 2, qty: 3, extraItemCode: 'FLOWERS' })]);
    expect(pricing.lines[0]).toMatchObject({ letterPrice: 1000, shipFee: 3000, extraProductAmount: 9900 });
    expect(pricing.totals).toMatchObject({ gross: 30000, fees: 29700, shipping: 3000, total: 62700 });
  });

  it('shows the tax inside the fees with isVatInclude and adds it otherwise', () => {
    const choice = line({ itemCode: 'CUSTOM', letterTypeId: 2, qty: 1 });
    const included = priced([choice]);
    // 1500 fee and 1000 shipping at 5 % included: 71 + 48.
    expect(included.totals).toMatchObject({ tax: 119, total: 10000 + 1500 + 1000 });
    const added = priced([choice], { ...unit, isVatInclude: false });
    expect(added.totals).toMatchObject({ tax: 125, total: 10000 + 1500 + 1000 + 125 });
    expect(taxOf(0, 5, false)).toBe(0);
  });

  it('names every refused field by line', () => {
    const pricing = priceOrder(
      [
        line({ itemCode: 'GONE' }),
        line({ itemCode: 'FIXED', amount: 7000 }),
        line({ amount: 500, qty: 21 }),
        line({ amount: 200000, qty: 0 }),
        line({ templateId: 99, letterTypeId: 1, extraItemCode: 'FLOWERS' }),
      ],
      catalogue,
      unit,
    );
    expect(pricing.ok).toBe(false);
    if (pricing.ok) return;
    expect(pricing.problems).toEqual([
      { line: 0, field: 'itemCode', rule: 'itemGone' },
      { line: 1, field: 'amount', rule: 'denomination', params: { amounts: '5000, 10000' } },
      { line: 2, field: 'amount', rule: 'amountMin', params: { num: 1000 } },
      { line: 2, field: 'qty', rule: 'maxQuantity', params: { max: 20 } },
      { line: 3, field: 'amount', rule: 'amountMax', params: { num: 100000 } },
      { line: 3, field: 'qty', rule: 'minQuantity', params: { min: 1 } },
      { line: 4, field: 'templateId', rule: 'templateNotForItem' },
      { line: 4, field: 'letterTypeId', rule: 'letterNotForDigital' },
      { line: 4, field: 'extraItemCode', rule: 'extraNotForItem' },
    ]);
  });

  it('holds the cards of all lines together to the maximum quantity of an order', () => {
    expect(priceOrder([line({ qty: 12 }), line({ qty: 8 })], catalogue, unit).ok).toBe(true);
    const over = priceOrder([line({ qty: 12 }), line({ qty: 8 }), line({ qty: 1 })], catalogue, unit);
    expect(over.ok ? [] : over.problems).toEqual([{ line: 2, field: 'qty', rule: 'maxQuantity', params: { max: 20 } }]);
  });

  it('refuses physical and digital lines in one order, and a physical line without its required letter', () => {
    const pricing = priceOrder([line({}), line({ itemCode: 'PHYS' })], catalogue, unit);
    expect(pricing.ok ? [] : pricing.problems).toEqual([
      { line: 1, field: 'letterTypeId', rule: 'letterRequired' },
      { line: 1, field: 'kind', rule: 'mixedProductKinds' },
    ]);
  });
});

describe('pricedLinesAsCartItems', () => {
  it('lets the shared allocation spend coupons on the priced totals', () => {
    const items = pricedLinesAsCartItems([
      { itemCode: 'A', total: 3000 },
      { itemCode: 'B', total: 5000 },
    ]);
    const allocation = allocateCoupons(items, [
      {
        cardNumber: '1',
        pinCode: '',
        cardBalance: 10000,
        isAllowPartialRedeem: true,
        subPayDesc: '',
        suitedItemCode: [{ itemCode: 'B' }],
        isThirdPartyCoupon: false,
      },
    ]);
    expect(allocation.coupons[0].appliedAmount).toBe(5000);
    expect(allocation.items.map((item) => item.unpaid)).toEqual([3000, 0]);
  });
});
