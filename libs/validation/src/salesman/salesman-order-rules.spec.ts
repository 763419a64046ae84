import { validate } from '../issues';
import { englishMessages } from '../spec-helpers';
import {
  salesmanCardMadeFeeSchema,
  salesmanCommissionSchema,
  salesmanFeeDiscountValueSchema,
  salesmanFreeItemSchema,
  salesmanLineDiscountSchema,
  salesmanLineSchema,
} from './salesman-order-rules';

const line = (overrides: Record<string, unknown> = {}) => ({
  cardMadeFee: 2000,
  discountRate: 10,
  shipFeeDiscType: '',
  shipFeeDiscValue: 0,
  extraFeeDiscType: '',
  extraFeeDiscValue: 0,
  commissionType: 'P',
  commissionValue: 5,
  ...overrides,
});
const fees = { letterPrice: 500, extraProductAmount: 300 };

describe('the salesman card-made fee', () => {
  it('takes 15 to 30 euros per card, in cents', () => {
    expect(englishMessages(salesmanCardMadeFeeSchema, 1500)).toEqual([]);
    expect(englishMessages(salesmanCardMadeFeeSchema, 3000)).toEqual([]);
    const refusal = ['The card-made fee must be between 15 and 30 euros per card.'];
    expect(englishMessages(salesmanCardMadeFeeSchema, 1400)).toEqual(refusal);
    expect(englishMessages(salesmanCardMadeFeeSchema, 3100)).toEqual(refusal);
  });
});

describe('the salesman commission', () => {
  it('takes 3 % to 10 %', () => {
    expect(englishMessages(salesmanCommissionSchema, 3)).toEqual([]);
    expect(englishMessages(salesmanCommissionSchema, 7.5)).toEqual([]);
    expect(englishMessages(salesmanCommissionSchema, 10)).toEqual([]);
    expect(englishMessages(salesmanCommissionSchema, 2)).toEqual(['The commission must be between 3% and 10%.']);
    expect(englishMessages(salesmanCommissionSchema, 11)).toEqual(['The commission must be between 3% and 10%.']);
  });
});

describe('the salesman line discount', () => {
  it('takes 0 % to 30 %, or none', () => {
    expect(englishMessages(salesmanLineDiscountSchema, null)).toEqual([]);
    expect(englishMessages(salesmanLineDiscountSchema, 30)).toEqual([]);
    expect(englishMessages(salesmanLineDiscountSchema, 31)).toEqual(['The discount must be between 0% and 30%.']);
  });
});

describe('a salesman order line', () => {
  it('passes with the journey values', () => {
    expect(validate(salesmanLineSchema(fees, 'commission'), line()).success).toBe(true);
  });

  it('refuses a discount type other than P or V', () => {
    const result = validate(
      salesmanLineSchema(fees, 'commission'),
      line({ shipFeeDiscType: 'X', shipFeeDiscValue: 1 }),
    );
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'shipFeeDiscType', key: 'salesmanDiscountType' })]),
      );
  });

  it('bounds a percent discount to 100 % and a fixed one to the fee per card', () => {
    const schema = salesmanLineSchema(fees, 'commission');
    expect(validate(schema, line({ shipFeeDiscType: 'P', shipFeeDiscValue: 100 })).success).toBe(true);
    expect(validate(schema, line({ extraFeeDiscType: 'V', extraFeeDiscValue: 300 })).success).toBe(true);
    const percent = validate(schema, line({ shipFeeDiscType: 'P', shipFeeDiscValue: 101 }));
    expect(percent.success ? [] : percent.errors.map((error) => [error.path, error.message])).toEqual([
      ['shipFeeDiscValue', 'A percentage discount must be between 0% and 100%.'],
    ]);
    const fixed = validate(schema, line({ extraFeeDiscType: 'V', extraFeeDiscValue: 301 }));
    expect(fixed.success ? [] : fixed.errors.map((error) => [error.path, error.message])).toEqual([
      ['extraFeeDiscValue', 'A fixed discount must be between 0 and 3 euros per card.'],
    ]);
  });

  it('checks the commission only when it is the reward', () => {
    expect(validate(salesmanLineSchema(fees, 'commission'), line({ commissionValue: 11 })).success).toBe(false);
    expect(validate(salesmanLineSchema(fees, 'none'), line({ commissionValue: 0 })).success).toBe(true);
  });
});

describe('free items', () => {
  it('take 1 to one per card ordered, or none', () => {
    expect(validate(salesmanFreeItemSchema(4), { freeItem: '', freeItemQty: 0 }).success).toBe(true);
    expect(validate(salesmanFreeItemSchema(4), { freeItem: 'BOX', freeItemQty: 4 }).success).toBe(true);
    expect(englishMessages(salesmanFreeItemSchema(4), { freeItem: 'BOX', freeItemQty: 5 })).toEqual([
      'The free item quantity must be between 1 and 4.',
    ]);
    expect(englishMessages(salesmanFreeItemSchema(4), { freeItem: 'BOX', freeItemQty: 0 })).toEqual([
      'The free item quantity must be between 1 and 4.',
    ]);
    expect(englishMessages(salesmanFreeItemSchema(4), { freeItem: '', freeItemQty: 2 })).toEqual([
      'Choose the free item.',
    ]);
  });
});

describe("one fee discount's value, as the line form checks it", () => {
  it('takes P 0-100 % and V up to the fee per card, as the order line rule', () => {
    expect(englishMessages(salesmanFeeDiscountValueSchema('P', 250), 100)).toEqual([]);
    expect(englishMessages(salesmanFeeDiscountValueSchema('V', 250), 250)).toEqual([]);
    expect(englishMessages(salesmanFeeDiscountValueSchema('P', 250), 101)).toEqual([
      'A percentage discount must be between 0% and 100%.',
    ]);
    expect(englishMessages(salesmanFeeDiscountValueSchema('V', 250), 251)).toEqual([
      'A fixed discount must be between 0 and 2.5 euros per card.',
    ]);
  });
});
