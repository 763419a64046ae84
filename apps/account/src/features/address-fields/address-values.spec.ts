import { HOME } from '../../testing/account-test-kit';
import { withoutId } from '../address-book/address-book-edit';
import {
  addressFieldMap,
  addressToForm,
  areaCodeOptions,
  defaultAreaCode,
  formToAddress,
  phoneToForm,
  phoneToWire,
} from './address-values';

const countries = [
  { countryCode: 'AE', countryName: 'United Arab Emirates', areaCode: '+971' },
  { countryCode: 'FR', countryName: 'France', areaCode: '+33' },
  { countryCode: 'MC', countryName: 'Monaco', areaCode: '+33' },
];

describe('address form values', () => {
  it('split a stored address for the form and join it back', () => {
    const form = addressToForm(HOME, '+971', 'AE');
    expect(form).toMatchObject({ civillity: '2', phone: { areaCode: '+971', number: '501234567' } });
    expect(formToAddress(form)).toEqual(withoutId(HOME));
  });

  it('start a new address in the unit country with its area code', () => {
    expect(addressToForm(null, '+971', 'AE')).toMatchObject({
      civillity: '',
      country: 'AE',
      phone: { areaCode: '+971', number: '' },
      isDefault: false,
    });
  });

  it('keep an empty phone empty and write a typed one in international form', () => {
    expect(phoneToWire({ areaCode: '+971', number: ' ' })).toBe('');
    expect(phoneToWire({ areaCode: '+971', number: '050 123 4567' })).toBe('+971501234567');
    expect(phoneToForm('', '+33')).toEqual({ areaCode: '+33', number: '' });
  });

  it("map the API's field names to the form's", () => {
    expect(addressFieldMap('deliveryAddressBook.2.')).toMatchObject({
      'deliveryAddressBook.2.phoneNumber': 'phone.number',
      'deliveryAddressBook.2.firstName': 'firstName',
    });
  });

  it('offer each area code once, and start with the unit country', () => {
    expect(areaCodeOptions(countries).map((option) => option.value)).toEqual(['+971', '+33']);
    expect(defaultAreaCode(countries, 'FR')).toBe('+33');
    expect(defaultAreaCode(countries, 'ZZ')).toBe('+971');
  });
});
