import type { Address } from '@shop/contracts';
import { splitPhoneNumber, toInternationalPhone, type PhoneInput } from '@shop/validation';
import type { CountryList } from '../reference-data/api/reference-api';

/** An address as its form holds it: civility as the select's text, the phone split in two. */
export interface AddressFormValues {
  civillity: string;
  firstName: string;
  lastName: string;
  city: string;
  country: string;
  firstAddress: string;
  secondAddress: string;
  phone: PhoneInput;
  zipCode: string;
  addressBookName: string;
  isDefault: boolean;
}

export interface Option {
  value: string;
  label: string;
}

/** The API names an address's phone `phoneNumber`; the form holds it as `phone.number`. */
export const ADDRESS_FORM_FIELDS = [
  'civillity',
  'firstName',
  'lastName',
  'city',
  'country',
  'firstAddress',
  'secondAddress',
  'phone.number',
  'zipCode',
  'addressBookName',
] as const;

/** Wire field names (under `prefix`, e.g. 'deliveryInfo.') to the form's. */
export function addressFieldMap(prefix: string): Record<string, string> {
  const map: Record<string, string> = { [`${prefix}phoneNumber`]: 'phone.number' };
  for (const field of ADDRESS_FORM_FIELDS) if (field !== 'phone.number') map[`${prefix}${field}`] = field;
  return map;
}

/** A stored number split for the form, else the given area code and an empty number. */
export function phoneToForm(international: string, fallbackAreaCode: string): PhoneInput {
  const split = international ? splitPhoneNumber(international) : undefined;
  return split ? { areaCode: `+${split.areaCode}`, number: split.number } : { areaCode: fallbackAreaCode, number: '' };
}

/** The form's phone in international form, '' when no number was typed. */
export function phoneToWire(phone: PhoneInput): string {
  return phone.number.trim() === '' ? '' : toInternationalPhone(phone);
}

export function addressToForm(
  address: Address | null,
  fallbackAreaCode: string,
  defaultCountry: string,
): AddressFormValues {
  return {
    civillity: address ? String(address.civillity) : '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    city: address?.city ?? '',
    country: address?.country ?? defaultCountry,
    firstAddress: address?.firstAddress ?? '',
    secondAddress: address?.secondAddress ?? '',
    phone: phoneToForm(address?.phoneNumber ?? '', fallbackAreaCode),
    zipCode: address?.zipCode ?? '',
    addressBookName: address?.addressBookName ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

export function formToAddress(values: AddressFormValues): Address {
  return {
    civillity: Number(values.civillity) as Address['civillity'],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    city: values.city.trim(),
    country: values.country,
    firstAddress: values.firstAddress.trim(),
    secondAddress: values.secondAddress.trim(),
    phoneNumber: phoneToWire(values.phone),
    zipCode: values.zipCode.trim(),
    addressBookName: values.addressBookName.trim(),
    isDefault: values.isDefault,
  };
}

/** One option per area code, in the list's order, named after the first country that has it. */
export function areaCodeOptions(countries: CountryList): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const country of countries) {
    if (seen.has(country.areaCode)) continue;
    seen.add(country.areaCode);
    // Left-to-right marks keep the plus in front of '+971' in an Arabic list (a select's options
    // ignore bidi isolates).
    options.push({ value: country.areaCode, label: `${country.countryName} (\u200e${country.areaCode}\u200e)` });
  }
  return options;
}

/** The unit's own country's area code, else the list's first. */
export function defaultAreaCode(countries: CountryList, unitCountryCode: string): string {
  return countries.find((country) => country.countryCode === unitCountryCode)?.areaCode ?? countries[0]?.areaCode ?? '';
}

export function countryOptions(countries: CountryList): Option[] {
  return countries.map((country) => ({ value: country.countryCode, label: country.countryName }));
}

/** A country's name in the page's language, or its code when the list does not have it. */
export function countryName(countries: CountryList, code: string): string {
  return countries.find((country) => country.countryCode === code)?.countryName ?? code;
}
