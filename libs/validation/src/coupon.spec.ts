import { couponEntrySchema, couponProblem } from './coupon';
import { formatValidationMessage } from './format-message';
import { validate } from './issues';

describe('couponEntrySchema', () => {
  it('requires card number and pin code', () => {
    const result = validate(couponEntrySchema, { cardNumber: '', pinCode: undefined });
    expect(result.success || result.errors.map(({ path, message }) => [path, message])).toEqual([
      ['cardNumber', 'This field is required.'],
      ['pinCode', 'This field is required.'],
    ]);
  });
  it('accepts both', () => {
    expect(validate(couponEntrySchema, { cardNumber: '6000', pinCode: '1234' }).success).toBe(true);
  });
});

describe('couponProblem', () => {
  const coupon = { cardNumber: '6000', cardBalance: 2500, suitedItemCode: [{ itemCode: 'A1' }] };
  const render = (ref: ReturnType<typeof couponProblem>) => ref && formatValidationMessage(ref.key, ref.params);

  it('accepts a usable coupon', () => {
    expect(couponProblem({ coupon, appliedCardNumbers: [], unpaidItemCodes: ['A1'] })).toBeUndefined();
    expect(
      couponProblem({ coupon: { cardNumber: '7', cardBalance: 1 }, appliedCardNumbers: ['6000'], unpaidItemCodes: [] }),
    ).toBeUndefined();
  });

  it("rejects the same card twice: 'The coupon you entered is invalid. Please try again.'", () => {
    expect(render(couponProblem({ coupon, appliedCardNumbers: ['6000'], unpaidItemCodes: ['A1'] }))).toBe(
      'The coupon you entered is invalid. Please try again.',
    );
  });

  it("rejects a zero balance: 'Insufficient Card Balance'", () => {
    expect(
      render(couponProblem({ coupon: { ...coupon, cardBalance: 0 }, appliedCardNumbers: [], unpaidItemCodes: ['A1'] })),
    ).toBe('Insufficient Card Balance');
  });

  it("rejects a restricted coupon with nothing left to pay on its items: 'Card is not usable in this order'", () => {
    expect(render(couponProblem({ coupon, appliedCardNumbers: [], unpaidItemCodes: ['B2'] }))).toBe(
      'Card is not usable in this order',
    );
  });
});
