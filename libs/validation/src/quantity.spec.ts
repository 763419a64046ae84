import { newBeneficiaryQtySchema, quantityLimits, quantitySchema } from './quantity';
import { englishMessages } from './spec-helpers';

const unit = { b2cMaxQty: 10, b2bMaxQty: 500 };

describe('quantityLimits', () => {
  it('uses b2cMinQty (default 1) and b2cMaxQty for consumers', () => {
    expect(quantityLimits(unit, 'b2c')).toEqual({ min: 1, max: 10 });
    expect(quantityLimits({ ...unit, b2cMinQty: 2 }, 'b2c')).toEqual({ min: 2, max: 10 });
  });
  it('uses b2bMaxQty for business orders', () => {
    expect(quantityLimits({ ...unit, b2cMinQty: 2 }, 'b2b')).toEqual({ min: 1, max: 500 });
  });
});

describe('quantitySchema', () => {
  const schema = quantitySchema(quantityLimits(unit, 'b2c'));
  it('accepts quantities within the limits', () => {
    expect(englishMessages(schema, 1)).toEqual([]);
    expect(englishMessages(schema, 10)).toEqual([]);
  });
  it("rejects above the maximum with 'The maximum quantity is {max} for an order'", () => {
    expect(englishMessages(schema, 11)).toEqual(['The maximum quantity is 10 for an order']);
    expect(englishMessages(quantitySchema(quantityLimits(unit, 'b2b')), 501)).toEqual([
      'The maximum quantity is 500 for an order',
    ]);
  });
  it('rejects below the minimum', () => {
    expect(englishMessages(schema, 0)).toEqual(['The minimum quantity is 1 for an order']);
    expect(englishMessages(quantitySchema({ min: 3, max: 10 }), 2)).toEqual(['The minimum quantity is 3 for an order']);
  });
  it('wants a whole number', () => {
    expect(englishMessages(schema, 2.5)).toEqual(['This field can input number only.']);
    expect(englishMessages(schema, '2')).toEqual(['This field can input number only.']);
  });
});

describe('newBeneficiaryQtySchema', () => {
  const schema = newBeneficiaryQtySchema(5);
  it("accepts 0 to the line's quantity", () => {
    expect(englishMessages(schema, 0)).toEqual([]);
    expect(englishMessages(schema, 5)).toEqual([]);
  });
  it("refuses more than the line's cards, however many", () => {
    expect(englishMessages(schema, 6)).toEqual(['Amount must be less than or equal to 5.']);
    expect(englishMessages(schema, 2 ** 31)).toEqual(['Amount must be less than or equal to 5.']);
  });
  it('refuses negative and partial counts', () => {
    expect(englishMessages(schema, -1)).toEqual(['Amount must be greater than or equal to 0.']);
    expect(englishMessages(schema, 1.5)).toEqual(['This field can input number only.']);
  });
});
