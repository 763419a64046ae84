import { ageOn, birthDateSchema, isPastDate, parseDate, pastDateSchema } from './dates';
import { englishMessages } from './spec-helpers';

const now = new Date('2024-06-15T12:00:00Z');
const clock = () => now;

describe('parseDate', () => {
  it('parses ISO dates and date-times', () => {
    expect(parseDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDate('2024-06-15T11:59:59Z')?.toISOString()).toBe('2024-06-15T11:59:59.000Z');
    expect(parseDate('2024-06-15T13:00+02:00')?.toISOString()).toBe('2024-06-15T11:00:00.000Z');
  });

  it.each(['2023-02-29', '2023-02-30', '2023-13-01', '15/06/2024', 'yesterday', '', '2024-6-1', '2024-06-15T25:00Z'])(
    'does not parse %p',
    (text) => {
      expect(parseDate(text)).toBeUndefined();
    },
  );
});

describe('isPastDate', () => {
  it('is true only for a date that parses and is before now', () => {
    expect(isPastDate('2024-06-14', now)).toBe(true);
    expect(isPastDate('2024-06-15T11:59:59Z', now)).toBe(true);
    expect(isPastDate('2024-06-15T12:00:00Z', now)).toBe(false);
    expect(isPastDate('2024-06-16', now)).toBe(false);
    expect(isPastDate('2023-02-30', now)).toBe(false);
  });
});

describe('pastDateSchema', () => {
  const schema = pastDateSchema({ now: clock });
  it('accepts a past date', () => {
    expect(englishMessages(schema, '2000-01-01')).toEqual([]);
  });
  it('rejects a future date', () => {
    expect(englishMessages(schema, '2030-01-01')).toEqual(['The date must be in the past.']);
  });
  it("rejects an unparseable date with 'The format is not right' only", () => {
    expect(englishMessages(schema, '2023-02-30')).toEqual(['The format is not right']);
  });
  it('is required', () => {
    expect(englishMessages(schema, '')).toEqual(['This field is required.']);
  });
  it('reads the clock at validation time', () => {
    let current = new Date('2000-01-01T00:00:00Z');
    const moving = pastDateSchema({ now: () => current });
    expect(englishMessages(moving, '2010-01-01')).toEqual(['The date must be in the past.']);
    current = new Date('2020-01-01T00:00:00Z');
    expect(englishMessages(moving, '2010-01-01')).toEqual([]);
  });
});

describe('age', () => {
  it('counts full years by calendar', () => {
    expect(ageOn(new Date('2006-06-15T00:00:00Z'), now)).toBe(18);
    expect(ageOn(new Date('2006-06-16T00:00:00Z'), now)).toBe(17);
    expect(ageOn(new Date('2006-05-31T00:00:00Z'), now)).toBe(18);
  });

  const schema = birthDateSchema({ now: clock });
  it('accepts someone who turns 18 today', () => {
    expect(englishMessages(schema, '2006-06-15')).toEqual([]);
  });
  it('rejects someone under 18', () => {
    expect(englishMessages(schema, '2006-06-16')).toEqual(['You must be at least 18 years old.']);
  });
  it('rejects a future birth date as a future date only', () => {
    expect(englishMessages(schema, '2025-01-01')).toEqual(['The date must be in the past.']);
  });
  it('takes another minimum age', () => {
    expect(englishMessages(birthDateSchema({ now: clock, minAge: 21 }), '2005-01-01')).toEqual([
      'You must be at least 21 years old.',
    ]);
  });
});
