import * as v from 'valibot';
import {
  amountAtLeast,
  amountAtMost,
  amountSchema,
  cardMadeFeeSchema,
  commissionSchema,
  topUpAmountSchema,
  validMonthsSchema,
} from './amounts';
import { englishMessages } from './spec-helpers';

describe('amount bounds', () => {
  const schema = amountSchema({ min: 50, max: 1000 });
  it('accepts the bounds themselves', () => {
    expect(englishMessages(schema, 50)).toEqual([]);
    expect(englishMessages(schema, 1000)).toEqual([]);
  });
  it("rejects below with 'Amount must be greater than or equal to {{num}}.'", () => {
    expect(englishMessages(schema, 49.99)).toEqual(['Amount must be greater than or equal to 50.']);
  });
  it("rejects above with 'Amount must be less than or equal to {{num}}.'", () => {
    expect(englishMessages(schema, 1000.01)).toEqual(['Amount must be less than or equal to 1000.']);
  });
  it('applies only the bounds given', () => {
    expect(englishMessages(amountSchema({ min: 1 }), 1e9)).toEqual([]);
    expect(englishMessages(amountSchema({ max: 5 }), -3)).toEqual([]);
  });
  it('wants a number', () => {
    expect(englishMessages(schema, '60')).toEqual(['This field can input number only.']);
  });
  it('shows a chosen text for the bound', () => {
    const shown = v.pipe(v.number(), amountAtLeast(5000, 'AED 50'), amountAtMost(9000, 'AED 90'));
    expect(englishMessages(shown, 4999)).toEqual(['Amount must be greater than or equal to AED 50.']);
    expect(englishMessages(shown, 9001)).toEqual(['Amount must be less than or equal to AED 90.']);
  });
});

describe('top-up amounts (minor units)', () => {
  const schema = topUpAmountSchema({ min: 5_000, max: 1_000_000, minShown: 'AED 50', maxShown: 'AED 10000' });
  it('accepts the minimum and the maximum themselves', () => {
    expect(englishMessages(schema, 5_000)).toEqual([]);
    expect(englishMessages(schema, 1_000_000)).toEqual([]);
  });
  it('refuses just over the maximum and a probe of 10^12, showing the maximum as the user reads it', () => {
    expect(englishMessages(schema, 1_000_001)).toEqual(['Amount must be less than or equal to AED 10000.']);
    expect(englishMessages(schema, 1e12)).toEqual(['Amount must be less than or equal to AED 10000.']);
    expect(englishMessages(schema, 1e300)).toEqual(['Amount must be less than or equal to AED 10000.']);
  });
  it('refuses below the minimum', () => {
    expect(englishMessages(schema, 4_999)).toEqual(['Amount must be greater than or equal to AED 50.']);
  });
  it('wants whole minor units, as a number', () => {
    expect(englishMessages(schema, 5_000.5)).toEqual(['This field can input number only.']);
    expect(englishMessages(schema, '5000')).toEqual(['This field can input number only.']);
    expect(englishMessages(schema, Number.NaN)).toEqual(['This field can input number only.']);
  });
  it('carries the message key and the shown bound for the page to translate', () => {
    const result = v.safeParse(schema, 2e6);
    expect(result.success ? null : result.issues.map((issue) => issue.message)).toEqual([
      expect.stringContaining('amountMax'),
    ]);
  });
});

describe('salesman card made fee (euro cents per card)', () => {
  it('accepts 15 to 30 euros', () => {
    expect(englishMessages(cardMadeFeeSchema, 1500)).toEqual([]);
    expect(englishMessages(cardMadeFeeSchema, 3000)).toEqual([]);
  });
  it('rejects below 15 euros, in euros', () => {
    expect(englishMessages(cardMadeFeeSchema, 1499)).toEqual(['Amount must be greater than or equal to 15.']);
  });
  it('rejects above 30 euros, in euros', () => {
    expect(englishMessages(cardMadeFeeSchema, 3001)).toEqual(['Amount must be less than or equal to 30.']);
  });
  it('wants whole cents', () => {
    expect(englishMessages(cardMadeFeeSchema, 1500.5)).toEqual(['This field can input number only.']);
  });
});

describe('salesman commission (percent)', () => {
  it('accepts 3% to 10%', () => {
    expect(englishMessages(commissionSchema, 3)).toEqual([]);
    expect(englishMessages(commissionSchema, 7.5)).toEqual([]);
    expect(englishMessages(commissionSchema, 10)).toEqual([]);
  });
  it('rejects outside 3% to 10%', () => {
    expect(englishMessages(commissionSchema, 2.9)).toEqual(['Amount must be greater than or equal to 3%.']);
    expect(englishMessages(commissionSchema, 10.1)).toEqual(['Amount must be less than or equal to 10%.']);
  });
});

describe('validMonthsSchema', () => {
  it('defaults to 12 months', () => {
    expect(v.parse(validMonthsSchema, undefined)).toBe(12);
  });
  it('accepts 1 to 12', () => {
    expect(v.parse(validMonthsSchema, 1)).toBe(1);
    expect(v.parse(validMonthsSchema, 12)).toBe(12);
  });
  it.each([0, 13, 6.5])('rejects %p', (months) => {
    expect(englishMessages(validMonthsSchema, months)).toEqual(['Validity must be between 1 and 12 months.']);
  });
});
