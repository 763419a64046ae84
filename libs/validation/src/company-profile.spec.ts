import { validate } from './issues';
import { companyAddressFormSchema, companyFormSchema, companyInfoRules } from './company-profile';

const countries = ['FR'] as const;
const messagesAt = (result: ReturnType<typeof validate>) =>
  result.success ? [] : result.errors.map((error) => [error.path, error.message]);

const company = {
  companyName: 'Atelier Durand SAS',
  commercialName: 'Atelier Durand',
  sirenNumber: '512345679',
  vatNumber: 'FR75512345679',
  companyPhone: { areaCode: '33', number: '0140000000' },
  numberOfEmployees: '42',
  accountCategory: 'RETAIL',
  societyType: 'PRIVATE',
  isContactWithStore: false,
};

describe('company form', () => {
  it('accepts the company with its fixed line, a SIRET and no VAT number', () => {
    expect(validate(companyFormSchema({ countries }), company).success).toBe(true);
    expect(
      validate(companyFormSchema({ countries }), { ...company, sirenNumber: '51234567900018', vatNumber: '' }).success,
    ).toBe(true);
  });

  it('names what is wrong', () => {
    const result = validate(companyFormSchema({ countries }), {
      ...company,
      companyName: '',
      commercialName: 'Durand <b>',
      sirenNumber: '51234567A',
      numberOfEmployees: '4.5',
    });
    expect(messagesAt(result)).toEqual([
      ['companyName', 'This field is required.'],
      ['commercialName', 'The field you entered may contain illegal attack characters'],
      ['commercialName', 'This field cannot contain special characters.'],
      ['sirenNumber', 'This field can input number only.'],
      ['sirenNumber', 'Format should be 123456789'],
      ['numberOfEmployees', 'This field can input number only.'],
    ]);
  });
});

describe('company info on the wire', () => {
  const wire = {
    companyName: 'Atelier Durand SAS',
    commercialName: '',
    sirenNumber: '',
    vatNumber: '',
    companyPhoneNumber: '',
    firstAddress: '',
    secondAddress: '',
    zipCode: '',
    city: '',
    country: '',
  };
  it("bounds the number of employees like the form's 7 digits", () => {
    const rules = companyInfoRules({ countries });
    expect(messagesAt(validate(rules, { ...wire, numberOfEmployees: 9_999_999 }))).toEqual([]);
    expect(messagesAt(validate(rules, { ...wire, numberOfEmployees: 10_000_000 }))).toEqual([
      ['numberOfEmployees', 'Must be less than 7 characters.'],
    ]);
    expect(messagesAt(validate(rules, { ...wire, numberOfEmployees: 1e300 }))).toEqual([
      ['numberOfEmployees', 'This field can input number only.'],
    ]);
    expect(messagesAt(validate(rules, { ...wire, numberOfEmployees: 4.5 }))).toEqual([
      ['numberOfEmployees', 'This field can input number only.'],
    ]);
  });
});

describe('company address form', () => {
  it('needs the first line, the city and the country', () => {
    expect(
      messagesAt(
        validate(companyAddressFormSchema({ countries }), {
          firstAddress: '',
          secondAddress: '',
          zipCode: '',
          city: '',
          country: '',
        }),
      ),
    ).toEqual([
      ['firstAddress', 'This field is required.'],
      ['city', 'This field is required.'],
      ['country', 'This field is required.'],
    ]);
  });
});
