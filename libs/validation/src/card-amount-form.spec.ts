import { amountFormSchema, type AmountRuleContext } from './card-amount-form';
import { validate } from './issues';

const show = (minor: number) => `AED ${(minor / 100).toFixed(2)}`;
const context = (overrides: Partial<AmountRuleContext> = {}): AmountRuleContext => ({
  product: { denominations: [], minAmount: 5000, maxAmount: 200000 },
  language: 'en',
  decimalDigits: 2,
  limits: { min: 1, max: 20 },
  cardsInCart: 0,
  show,
  ...overrides,
});
const messagesOf = (values: { amount: string; qty: string }, overrides: Partial<AmountRuleContext> = {}) => {
  const result = validate(amountFormSchema(context(overrides)), values);
  return result.success ? result.output : result.errors.map((error) => `${error.path}: ${error.message}`);
};

describe('the card-detail form', () => {
  it('reads a typed amount in minor units, with a decimal point in English and a comma in French', () => {
    expect(messagesOf({ amount: '75.50', qty: '2' })).toEqual({ amount: 7550, qty: 2 });
    expect(messagesOf({ amount: '75,50', qty: '1' }, { language: 'fr' })).toEqual({ amount: 7550, qty: 1 });
    expect(messagesOf({ amount: '75.50', qty: '1' }, { language: 'fr' })).toEqual(['amount: Format should be 0,00']);
    expect(messagesOf({ amount: '75,50', qty: '1' })).toEqual(['amount: Format should be 0.00']);
  });

  it("keeps a typed amount within the product's range, naming the limit as the visitor reads it", () => {
    expect(messagesOf({ amount: '49.99', qty: '1' })).toEqual([
      'amount: Amount must be greater than or equal to AED 50.00.',
    ]);
    expect(messagesOf({ amount: '2000.01', qty: '1' })).toEqual([
      'amount: Amount must be less than or equal to AED 2000.00.',
    ]);
    expect(messagesOf({ amount: '', qty: '1' })).toEqual(['amount: This field is required.']);
  });

  it('takes only a listed denomination when the card has them', () => {
    const product = { denominations: [5000, 10000], minAmount: 5000, maxAmount: 10000 };
    expect(messagesOf({ amount: '10000', qty: '1' }, { product })).toEqual({ amount: 10000, qty: 1 });
    expect(messagesOf({ amount: '', qty: '1' }, { product })).toEqual(['amount: This field is required.']);
    expect(messagesOf({ amount: '7000', qty: '1' }, { product })).toEqual(['amount: This field is required.']);
  });

  it("limits the quantity to the unit's order limit, counting the cards already in the cart", () => {
    expect(messagesOf({ amount: '100', qty: '0' })).toEqual(['qty: The minimum quantity is 1 for an order']);
    expect(messagesOf({ amount: '100', qty: '21' })).toEqual(['qty: The maximum quantity is 20 for an order']);
    expect(messagesOf({ amount: '100', qty: '2' }, { cardsInCart: 19 })).toEqual([
      'qty: The maximum quantity is 20 for an order',
    ]);
    expect(messagesOf({ amount: '100', qty: '1' }, { cardsInCart: 19 })).toEqual({ amount: 10000, qty: 1 });
    expect(messagesOf({ amount: '100', qty: '1.5' })).toEqual(['qty: This field can input number only.']);
  });
});
