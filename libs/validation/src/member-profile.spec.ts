import { validate } from './issues';
import {
  consumerProfileFormSchema,
  contactFormSchema,
  memberPhoneFormSchema,
  profileUpdateRules,
} from './member-profile';

const countries = ['AE', 'FR'] as const;
const messagesAt = (result: ReturnType<typeof validate>) =>
  result.success ? [] : result.errors.map((error) => [error.path, error.message]);

describe('consumer profile form', () => {
  it('accepts names of any script and the subscription choice', () => {
    expect(
      validate(consumerProfileFormSchema, { firstName: 'ليلى', lastName: 'Haddad-Ali', isSubscription: false }).success,
    ).toBe(true);
  });

  it('refuses digits, special characters, blanks and names over 50 characters', () => {
    const result = validate(consumerProfileFormSchema, {
      firstName: 'Layla1',
      lastName: 'x'.repeat(51),
      isSubscription: true,
    });
    expect(messagesAt(result)).toEqual([
      ['firstName', 'This field cannot accept numbers.'],
      ['lastName', 'Must be less than 50 characters.'],
    ]);
    expect(
      messagesAt(validate(consumerProfileFormSchema, { firstName: ' ', lastName: 'O@Neil', isSubscription: true })),
    ).toEqual([
      ['firstName', 'This field cannot contain only blankspaces'],
      ['lastName', 'This field cannot contain special characters.'],
    ]);
  });
});

describe('contact form', () => {
  it('needs a civility and both names', () => {
    expect(messagesAt(validate(contactFormSchema, { civillity: '', firstName: '', lastName: 'Durand' }))).toEqual([
      ['civillity', 'This field is required.'],
      ['firstName', 'This field is required.'],
    ]);
  });
});

describe('member phone form', () => {
  it('needs a mobile number for a consumer', () => {
    const consumer = memberPhoneFormSchema({ countries, allowFixedLine: false });
    expect(validate(consumer, { phone: { areaCode: '971', number: '0551234567' } }).success).toBe(true);
    expect(messagesAt(validate(consumer, { phone: { areaCode: '971', number: '042345678' } }))).toEqual([
      ['phone.number', 'wrong phone number'],
    ]);
    expect(messagesAt(validate(consumer, { phone: { areaCode: '971', number: '' } }))).toEqual([
      ['phone.number', 'This field is required.'],
    ]);
  });

  it('accepts a fixed line for a business customer', () => {
    const business = memberPhoneFormSchema({ countries, allowFixedLine: true });
    expect(validate(business, { phone: { areaCode: '33', number: '0140000000' } }).success).toBe(true);
  });
});

describe('profile update rules (the API)', () => {
  const consumer = profileUpdateRules({ countries, allowFixedLine: false });

  it('accepts a partial update', () => {
    expect(validate(consumer, { firstName: 'Layla' }).success).toBe(true);
    expect(validate(consumer, { phoneNumber: '+971551234567' }).success).toBe(true);
  });

  it('refuses a first name with digits and a landline for a consumer', () => {
    expect(messagesAt(validate(consumer, { firstName: 'L4yla', phoneNumber: '+97142345678' }))).toEqual([
      ['firstName', 'This field cannot accept numbers.'],
      ['phoneNumber', 'wrong phone number'],
    ]);
  });

  it('accepts the landline for a business member, and checks the company and its addresses', () => {
    const business = profileUpdateRules({ countries, allowFixedLine: true });
    expect(validate(business, { phoneNumber: '+33140000000' }).success).toBe(true);
    const result = validate(business, {
      companyInfo: {
        companyName: 'Durand & Fils (SAS)',
        commercialName: '',
        sirenNumber: '1234',
        vatNumber: 'fr40',
        companyPhoneNumber: '',
        firstAddress: '',
        secondAddress: '',
        zipCode: '',
        city: '',
        country: '',
      },
      deliveryInfo: {
        civillity: 1,
        firstName: 'Marc',
        lastName: 'Lefèvre',
        city: 'Bordeaux',
        country: 'FR',
        firstAddress: '',
        secondAddress: '',
        phoneNumber: '',
        zipCode: '33000',
        addressBookName: '',
        isDefault: false,
      },
    });
    expect(messagesAt(result)).toEqual([
      ['companyInfo.sirenNumber', 'Format should be 123456789'],
      ['companyInfo.vatNumber', 'Format should be A-Z 0-9'],
      ['deliveryInfo.firstAddress', 'This field is required.'],
    ]);
  });
});
