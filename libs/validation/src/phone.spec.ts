import { validate } from './issues';
import {
  fixedLineAllowed,
  internationalPhoneSchema,
  isValidPhone,
  phoneSchema,
  splitPhoneNumber,
  toInternationalPhone,
} from './phone';

const WRONG = 'wrong phone number';

describe('toInternationalPhone', () => {
  it('prefixes the area code with + and drops the leading 0', () => {
    expect(toInternationalPhone({ areaCode: '971', number: '0501234567' })).toBe('+971501234567');
    expect(toInternationalPhone({ areaCode: '+33', number: '06 12 34 56 78' })).toBe('+33612345678');
    expect(toInternationalPhone({ areaCode: '33', number: '612345678' })).toBe('+33612345678');
  });

  it('keeps the 0 where the country dials it internationally (Italian fixed lines)', () => {
    expect(toInternationalPhone({ areaCode: '39', number: '06 1234 5678' })).toBe('+390612345678');
  });

  it('uses a number starting with + as is, ignoring the area code', () => {
    expect(toInternationalPhone({ areaCode: '33', number: '+971 50 123 4567' })).toBe('+971501234567');
  });

  it('still builds a number libphonenumber cannot read, for the validity rule to reject', () => {
    expect(toInternationalPhone({ areaCode: '971', number: '5' })).toBe('+9715');
    expect(toInternationalPhone({ areaCode: '971', number: '0' })).toBe('+971');
    expect(isValidPhone({ areaCode: '971', number: '005' })).toBe(false);
  });
});

describe('splitPhoneNumber', () => {
  it('splits into area code and number', () => {
    expect(splitPhoneNumber('+971501234567')).toEqual({ areaCode: '971', number: '501234567' });
    expect(splitPhoneNumber(' +33 6 12 34 56 78 ')).toEqual({ areaCode: '33', number: '612345678' });
  });
  it('gives undefined for text that is not a phone number', () => {
    expect(splitPhoneNumber('hello')).toBeUndefined();
  });
});

describe('isValidPhone', () => {
  it('accepts mobile numbers', () => {
    expect(isValidPhone({ areaCode: '971', number: '0501234567' })).toBe(true);
    expect(isValidPhone({ areaCode: '33', number: '0612345678' })).toBe(true);
  });

  it('accepts fixed-or-mobile and VOIP numbers', () => {
    expect(isValidPhone({ areaCode: '1', number: '2015550123' })).toBe(true);
    expect(isValidPhone({ areaCode: '44', number: '05612345678' })).toBe(true);
  });

  it('rejects fixed lines unless they are allowed', () => {
    const fixed = { areaCode: '971', number: '042345678' };
    expect(isValidPhone(fixed)).toBe(false);
    expect(isValidPhone(fixed, { allowFixedLine: true })).toBe(true);
  });

  it('rejects other types such as toll-free, even with fixed lines allowed', () => {
    expect(isValidPhone({ areaCode: '971', number: '80012345' }, { allowFixedLine: true })).toBe(false);
  });

  it('rejects a number of a country outside the list', () => {
    const french = { areaCode: '33', number: '0612345678' };
    expect(isValidPhone(french, { countries: ['AE', 'SA'] })).toBe(false);
    expect(isValidPhone(french, { countries: ['AE', 'FR'] })).toBe(true);
  });

  it('rejects numbers that belong to no country', () => {
    expect(isValidPhone({ areaCode: '', number: '+80012345678' }, { allowFixedLine: true })).toBe(false);
  });

  it('rejects a trimmed length below 3 or above 16', () => {
    expect(isValidPhone({ areaCode: '971', number: ' 12 ' })).toBe(false);
    expect(isValidPhone({ areaCode: '971', number: '05 0 1 2 3 4 5 6 7' })).toBe(false);
    expect(isValidPhone({ areaCode: '971', number: '  0501234567  ' })).toBe(true);
  });

  it('rejects numbers not valid for the country', () => {
    expect(isValidPhone({ areaCode: '971', number: '0601234567' })).toBe(false);
    expect(isValidPhone({ areaCode: '33', number: '06123' })).toBe(false);
  });

  it('rejects letters and other characters in the number', () => {
    expect(isValidPhone({ areaCode: '971', number: '05O1234567' })).toBe(false);
    expect(isValidPhone({ areaCode: '971', number: '050+1234567' })).toBe(false);
    expect(isValidPhone({ areaCode: '33', number: '(06) 12-34.56.78' })).toBe(true);
  });

  it('needs an area code unless the number starts with +', () => {
    expect(isValidPhone({ areaCode: '', number: '0501234567' })).toBe(false);
    expect(isValidPhone({ areaCode: '', number: '+971501234567' })).toBe(true);
  });
});

describe('fixedLineAllowed', () => {
  it('allows fixed lines for business customers and for physical delivery', () => {
    expect(fixedLineAllowed({ customerType: 'B', physicalDelivery: false })).toBe(true);
    expect(fixedLineAllowed({ customerType: 'C', physicalDelivery: true })).toBe(true);
    expect(fixedLineAllowed({ customerType: undefined, physicalDelivery: true })).toBe(true);
  });
  it('refuses them for consumers and guests with digital delivery', () => {
    expect(fixedLineAllowed({ customerType: 'C', physicalDelivery: false })).toBe(false);
    expect(fixedLineAllowed({ customerType: undefined, physicalDelivery: false })).toBe(false);
  });
});

describe('phoneSchema', () => {
  const schema = phoneSchema({ countries: ['AE', 'FR'] });

  it('accepts a valid phone', () => {
    expect(validate(schema, { areaCode: '971', number: '501234567' }).success).toBe(true);
  });

  it("puts 'wrong phone number' on the number field", () => {
    const result = validate(schema, { areaCode: '971', number: '042345678' });
    expect(result.success || result.errors).toEqual([{ path: 'number', key: 'wrongPhone', message: WRONG }]);
  });

  it('reports a missing number as required only', () => {
    const result = validate(schema, { areaCode: '971', number: '' });
    expect(result.success || result.errors).toEqual([
      { path: 'number', key: 'required', message: 'This field is required.' },
    ]);
  });

  it('passes the fixed-line option through', () => {
    const business = phoneSchema({ countries: ['AE'], allowFixedLine: true });
    expect(validate(business, { areaCode: '971', number: '042345678' }).success).toBe(true);
  });
});

describe('internationalPhoneSchema', () => {
  it('accepts an international mobile number, with or without its +, and answers E.164', () => {
    expect(validate(internationalPhoneSchema(), '+971 50 123 4567')).toEqual({
      success: true,
      output: '+971501234567',
    });
    expect(validate(internationalPhoneSchema(), '971501234567')).toEqual({ success: true, output: '+971501234567' });
  });

  it('refuses a fixed line unless allowed, and numbers outside the country list', () => {
    const landline = '+97142345678';
    expect(validate(internationalPhoneSchema(), landline)).toMatchObject({
      success: false,
      errors: [{ key: 'wrongPhone', message: WRONG }],
    });
    expect(validate(internationalPhoneSchema({ allowFixedLine: true }), landline)).toMatchObject({ success: true });
    expect(validate(internationalPhoneSchema({ countries: ['FR'] }), '+971501234567')).toMatchObject({
      success: false,
    });
  });

  it('reports an empty number as required only', () => {
    expect(validate(internationalPhoneSchema(), '')).toMatchObject({ success: false, errors: [{ key: 'required' }] });
  });
});
