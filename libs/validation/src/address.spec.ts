import { addressFormSchema, addressRules, optionalInternationalPhoneSchema } from './address';
import { englishMessages } from './spec-helpers';
import { validate } from './issues';

const countries = ['AE', 'FR'] as const;

const formAddress = {
  civillity: '2',
  firstName: 'Layla',
  lastName: 'Haddad',
  city: 'Dubai',
  country: 'AE',
  firstAddress: 'Villa 12, Street 4, Al Barsha 2',
  secondAddress: '',
  phone: { areaCode: '971', number: '0501234567' },
  zipCode: '00000',
  addressBookName: 'Home',
  isDefault: true,
};

const wireAddress = { ...formAddress, civillity: 2, phoneNumber: '+971501234567', phone: undefined };

const messagesAt = (result: ReturnType<typeof validate>) =>
  result.success ? [] : result.errors.map((error) => [error.path, error.message]);

describe('address form', () => {
  it('accepts a complete address, and an empty phone, second line and zip code', () => {
    expect(validate(addressFormSchema({ countries }), formAddress).success).toBe(true);
    const minimal = {
      ...formAddress,
      phone: { areaCode: '971', number: '' },
      secondAddress: '',
      zipCode: '',
      addressBookName: '',
    };
    expect(validate(addressFormSchema({ countries }), minimal).success).toBe(true);
  });

  it('accepts the punctuation addresses use', () => {
    const french = {
      ...formAddress,
      country: 'FR',
      city: 'Saint-Étienne',
      firstAddress: '22 cours de l’Intendance, Bât. B/2 #4',
      phone: { areaCode: '33', number: '' },
    };
    expect(validate(addressFormSchema({ countries }), french).success).toBe(true);
  });

  it('names each field that breaks a rule with the spec message', () => {
    const result = validate(addressFormSchema({ countries }), {
      ...formAddress,
      civillity: '',
      firstName: 'Layla2',
      lastName: '',
      city: '   ',
      country: 'US',
      firstAddress: '<script>alert(1)</script>',
      phone: { areaCode: '971', number: '12' },
      zipCode: 'AB$12',
    });
    expect(messagesAt(result)).toEqual([
      ['firstName', 'This field cannot accept numbers.'],
      ['lastName', 'This field is required.'],
      ['city', 'This field cannot contain only blankspaces'],
      ['country', 'The format is not right'],
      ['firstAddress', 'The field you entered may contain illegal attack characters'],
      ['firstAddress', 'This field cannot contain special characters.'],
      ['zipCode', 'This field cannot contain special characters.'],
      ['civillity', 'This field is required.'],
      ['phone.number', 'wrong phone number'],
    ]);
  });

  it('refuses control characters in text, required or not, with their own message first', () => {
    expect(
      messagesAt(
        validate(addressFormSchema({ countries }), {
          ...formAddress,
          firstAddress: 'Villa\u0000 12',
          secondAddress: 'Apt\u0007',
        }),
      ),
    ).toEqual([
      ['firstAddress', 'This field cannot contain control characters.'],
      ['firstAddress', 'This field cannot contain special characters.'],
      ['secondAddress', 'This field cannot contain control characters.'],
      ['secondAddress', 'This field cannot contain special characters.'],
    ]);
  });

  it('allows fixed lines in an address: it is for physical delivery', () => {
    expect(
      validate(addressFormSchema({ countries }), { ...formAddress, phone: { areaCode: '971', number: '042345678' } })
        .success,
    ).toBe(true);
  });
});

describe('address rules on the wire', () => {
  it('apply the same rules to the international number and the civility code', () => {
    expect(validate(addressRules({ countries }), wireAddress).success).toBe(true);
    expect(
      messagesAt(
        validate(addressRules({ countries }), {
          ...wireAddress,
          civillity: 4,
          phoneNumber: '+14155550100',
          lastName: 'H4ddad',
        }),
      ),
    ).toEqual([
      ['lastName', 'This field cannot accept numbers.'],
      ['civillity', 'This field is required.'],
      ['phoneNumber', 'wrong phone number'],
    ]);
  });
});

describe('optionalInternationalPhoneSchema', () => {
  it('lets an empty number through and checks any other', () => {
    const schema = optionalInternationalPhoneSchema({ countries: ['AE'] });
    expect(englishMessages(schema, '')).toEqual([]);
    expect(englishMessages(schema, '+971501234567')).toEqual([]);
    expect(englishMessages(schema, '+97142345678')).toEqual(['wrong phone number']);
  });
});
