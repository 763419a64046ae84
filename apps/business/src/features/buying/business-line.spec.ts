import { validate } from '@shop/validation';
import { product } from '../../testing/business-test-kit';
import {
  BUSINESS_DRAFT_PATHS,
  businessCartLine,
  businessLineSchema,
  type BusinessLineRuleContext,
} from './business-line';

const flex = product('MC-FL-D', { denominations: [], minAmount: 1000, maxAmount: 50000 });
const context = (overrides: Partial<BusinessLineRuleContext> = {}): BusinessLineRuleContext => ({
  mode: 'others',
  product: flex,
  language: 'fr',
  decimalDigits: 2,
  limits: { min: 1, max: 500 },
  cardsInCart: 0,
  show: (minor) => `${minor / 100} €`,
  ...overrides,
});
const line = {
  amount: '25,50',
  qty: '12',
  senderName: ' Sophie Durand ',
  senderEmail: 'achats@atelier-durand.com',
  receiverName: 'Paul Martin',
  receiverEmail: ' paul.martin@example.com ',
};

describe('a business line', () => {
  it('reads the amount in the language, trims the people, and needs a receiver only when buying for others', () => {
    const others = validate(businessLineSchema(context()), line);
    expect(others).toMatchObject({
      success: true,
      output: { amount: 2550, qty: 12, senderName: 'Sophie Durand', receiverEmail: 'paul.martin@example.com' },
    });
    const noReceiver = { ...line, receiverName: '', receiverEmail: '' };
    expect(validate(businessLineSchema(context()), noReceiver).success).toBe(false);
    expect(validate(businessLineSchema(context({ mode: 'self' })), noReceiver).success).toBe(true);
  });

  it('keeps the order within the limit, counting the cart', () => {
    const result = validate(businessLineSchema(context({ cardsInCart: 490 })), line);
    expect(result.success ? [] : result.errors.map((error) => error.path)).toEqual(['qty']);
  });

  it('makes an email cart line with its draft path; buying for the company, the sender receives it', () => {
    const output = { ...line, amount: 2550, qty: 12, senderName: 'Sophie Durand', receiverEmail: 'p@example.com' };
    expect(businessCartLine(flex, output, 'others')).toMatchObject({
      itemCode: 'MC-FL-D',
      deliverType: 'Email',
      receiverName: 'Paul Martin',
      receiverEmail: 'p@example.com',
      draftPath: '/b2b/buying',
      categoryId: '1',
    });
    expect(businessCartLine(flex, output, 'self')).toMatchObject({
      receiverName: 'Sophie Durand',
      receiverEmail: 'achats@atelier-durand.com',
      draftPath: BUSINESS_DRAFT_PATHS.self,
    });
  });
});
