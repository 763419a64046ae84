import * as v from 'valibot';
import { topUpFormSchema, type TopUpRules } from './top-up-values';

const AED: TopUpRules = {
  language: 'en',
  decimalDigits: 2,
  minAmount: 5000,
  minShown: 'AED 50.00',
  maxAmount: 1_000_000,
  maxShown: 'AED 10,000.00',
};

function read(amount: string, rules: TopUpRules = AED) {
  const result = v.safeParse(topUpFormSchema(rules), { amount, paymentMethod: 'C04' });
  return result.success ? { amount: result.output.amount } : { issue: result.issues[0].message };
}

describe('the top-up amount', () => {
  it('is read as minor units, with the decimal point in English', () => {
    expect(read('50')).toEqual({ amount: 5000 });
    expect(read(' 125.5 ')).toEqual({ amount: 12550 });
  });

  it('takes the decimal comma in French and refuses the point there', () => {
    const french = { ...AED, language: 'fr' as const };
    expect(read('75,25', french)).toEqual({ amount: 7525 });
    expect(read('75.25', french).issue).toContain('format');
  });

  it("refuses less than the wallet's minimum, naming it as the member reads it", () => {
    expect(read('49.99').issue).toContain('amountMin');
    expect(read('49.99').issue).toContain('AED 50.00');
  });

  it("refuses more than the wallet's maximum, naming it, and takes the maximum itself", () => {
    expect(read('10000')).toEqual({ amount: 1_000_000 });
    expect(read('10000.01').issue).toContain('amountMax');
    expect(read('10000000000').issue).toContain('AED 10,000.00');
  });

  it('refuses an empty amount and letters', () => {
    expect(read('').issue).toContain('required');
    expect(read('fifty').issue).toContain('format');
  });
});
