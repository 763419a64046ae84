import { validate } from './issues';
import {
  frenchVatKey,
  frenchVatNumberOf,
  isValidFrenchVatNumber,
  isValidSiren,
  isValidSiret,
  normaliseVatNumber,
  registeredSirenSchema,
  registeredVatNumberSchema,
} from './company-identity';
import { businessCompanyFormSchema, businessContactFormSchema } from './business-registration';

const messagesAt = (result: ReturnType<typeof validate>) =>
  result.success ? [] : result.errors.map((error) => [error.path, error.message]);

describe('SIREN and SIRET', () => {
  it('accepts numbers whose Luhn check digit is right', () => {
    expect(isValidSiren('512345679')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiret('51234567900017')).toBe(true);
    expect(isValidSiret('73282932000074')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidSiren('512345671')).toBe(false);
    expect(isValidSiret('51234567900018')).toBe(false);
    expect(isValidSiren('51234567')).toBe(false);
    expect(isValidSiren('51234567A')).toBe(false);
  });

  it("accepts La Poste's establishments by their own rule (digit sum a multiple of 5)", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
  });

  it('says what is wrong in the form', () => {
    expect(messagesAt(validate(registeredSirenSchema, ''))).toEqual([['', 'This field is required.']]);
    expect(messagesAt(validate(registeredSirenSchema, '1234'))).toEqual([['', 'A SIREN has 9 digits, a SIRET 14.']]);
    expect(messagesAt(validate(registeredSirenSchema, '512345671'))).toEqual([
      ['', 'This SIREN or SIRET number is not valid (check digit).'],
    ]);
  });
});

describe('French VAT number', () => {
  it('computes the key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey('512345679')).toBe('75');
    expect(frenchVatKey('404833048')).toBe('83');
    expect(frenchVatNumberOf('732829320')).toBe('FR44732829320');
  });

  it('accepts a number with its key, refuses a wrong key or SIREN', () => {
    expect(isValidFrenchVatNumber('FR75512345679')).toBe(true);
    expect(isValidFrenchVatNumber('FR76512345679')).toBe(false);
    expect(isValidFrenchVatNumber('FR40512345671')).toBe(false);
    expect(isValidFrenchVatNumber('DE123456789')).toBe(false);
    expect(normaliseVatNumber('fr 75 512.345.679')).toBe('FR75512345679');
  });

  it('may stay empty', () => {
    expect(validate(registeredVatNumberSchema, '').success).toBe(true);
  });
});

describe('business registration forms', () => {
  const company = {
    companyName: 'Atelier Durand SAS',
    commercialName: 'Atelier Durand',
    sirenNumber: '51234567900017',
    vatNumber: 'FR75512345679',
    companyType: 'private',
    numberOfEmployees: '42',
    firstAddress: '18 rue de la Paix',
    secondAddress: '',
    zipCode: '75002',
    city: 'Paris',
    country: 'FR',
  };
  const countries = ['FR'] as const;

  it('accepts a company with a SIRET and the VAT number of its SIREN', () => {
    expect(validate(businessCompanyFormSchema({ countries }), company).success).toBe(true);
  });

  it('refuses the VAT number of another company, a missing type and no employees', () => {
    const result = validate(businessCompanyFormSchema({ countries }), {
      ...company,
      vatNumber: 'FR31523456788',
      companyType: '',
      numberOfEmployees: '0',
    });
    expect(messagesAt(result)).toEqual(
      expect.arrayContaining([
        ['companyType', 'This field is required.'],
        ['numberOfEmployees', 'This field can input number only.'],
      ]),
    );
    const vat = validate(businessCompanyFormSchema({ countries }), { ...company, vatNumber: 'FR31523456788' });
    expect(messagesAt(vat)).toEqual([
      ['vatNumber', 'This VAT number does not match a French company number (FR, 2-digit key, SIREN).'],
    ]);
  });

  it('takes a fixed line for the contact and wants the password twice', () => {
    const contact = {
      civility: '2',
      firstName: 'Sophie',
      lastName: 'Durand',
      phone: { areaCode: '33', number: '0140000000' },
      email: 'achats@atelier-durand.com',
      password: 'GiftShop-Demo1',
      confirmPassword: 'GiftShop-Demo1',
      isSubscription: false,
    };
    expect(validate(businessContactFormSchema({ countries }), contact).success).toBe(true);
    expect(
      messagesAt(validate(businessContactFormSchema({ countries }), { ...contact, confirmPassword: 'GiftShop-Demo2' })),
    ).toEqual([['confirmPassword', 'The passwords do not match.']]);
  });
});
