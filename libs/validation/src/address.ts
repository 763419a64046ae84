import * as v from 'valibot';
import { noAttackCharacters } from './attack';
import { messageRef } from './message-ref';
import { personNameSchema } from './names';
import {
  internationalPhoneSchema,
  isValidPhone,
  type CountryCode,
  type PhoneInput,
  type PhoneRuleOptions,
} from './phone';
import { maxChars, noControlCharacters, notOnlyBlank, requiredString } from './text-rules';

/** Lengths of address fields, the same as the wire contract's (libs/contracts AddressSchema). */
export const ADDRESS_LIMITS = { name: 50, city: 80, line: 120, zipCode: 12, addressBookName: 50 } as const;

/**
 * Letters of any script, digits, spaces and the punctuation addresses use (. , - ' ’ / #). Anything
 * else is 'This field cannot contain special characters.' (control characters also get their own rule).
 */
const ADDRESS_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\p{Zs}.,'’/#-]*$/u;
const ZIP_CODE_CHARACTERS = /^[A-Za-z0-9 -]*$/;

export function addressCharacters() {
  return v.regex<string, string>(ADDRESS_CHARACTERS, messageRef('noSpecialCharacters'));
}

/** A first or last name of a member or an addressee: a name input of at most 50 characters. */
export const memberNameSchema = v.pipe(personNameSchema, maxChars(ADDRESS_LIMITS.name));

/** A required address line or city: not blank, no attack or special characters. */
export function requiredAddressText(max: number) {
  return v.pipe(requiredString, maxChars(max), noAttackCharacters(), addressCharacters());
}

/** An optional address text (second line, address book name): may stay empty. */
export function optionalAddressText(max: number) {
  return v.pipe(
    v.string(messageRef('required')),
    noControlCharacters(),
    notOnlyBlank(),
    maxChars(max),
    noAttackCharacters(),
    addressCharacters(),
  );
}

/** Zip code: optional (not every country has one), letters, digits, spaces and hyphens. */
export const zipCodeSchema = v.pipe(
  v.string(messageRef('required')),
  noControlCharacters(),
  maxChars(ADDRESS_LIMITS.zipCode),
  v.regex(ZIP_CODE_CHARACTERS, messageRef('noSpecialCharacters')),
);

/** A country of the unit's country list (ISO code); empty is 'This field is required.'. */
export function countrySchema(countries: readonly string[]) {
  return v.pipe(
    requiredString,
    v.check((code) => code === '' || countries.includes(code), messageRef('formatNotRight')),
  );
}

/** Civility as a form holds it (select values) and as the wire carries it: 1 Mr, 2 Mrs, 3 Other. */
export const civilityFormSchema = v.picklist(['1', '2', '3'], messageRef('required'));
export const civilityCodeSchema = v.picklist([1, 2, 3], messageRef('required'));

export interface AddressRuleOptions {
  /** The unit's country list: the address's country and its phone number's country must be in it. */
  countries: readonly CountryCode[];
}

/**
 * An address is for physical delivery, where fixed lines are allowed for every customer (spec 1
 * section 5); the number may stay empty.
 */
function addressPhoneOptions({ countries }: AddressRuleOptions) {
  return { countries, allowFixedLine: true };
}

/** A phone number as a form holds it ({ areaCode, number }) that may stay empty. */
export function optionalPhoneSchema(options: PhoneRuleOptions = {}) {
  return v.pipe(
    v.object(
      { areaCode: v.string(messageRef('required')), number: v.string(messageRef('required')) },
      messageRef('required'),
    ),
    v.forward<PhoneInput, v.CheckIssue<PhoneInput>, ['number']>(
      v.check<PhoneInput, string>(
        (phone) => phone.number.trim() === '' || isValidPhone(phone, options),
        messageRef('wrongPhone'),
      ),
      ['number'],
    ),
  );
}

/** A phone number as the wire carries it (`internationalPhoneSchema`) that may stay empty. */
export function optionalInternationalPhoneSchema(options: PhoneRuleOptions = {}) {
  const phone = internationalPhoneSchema(options);
  return v.pipe(
    v.string(messageRef('required')),
    v.check((text) => text.trim() === '' || v.is(phone, text), messageRef('wrongPhone')),
  );
}

function addressEntries(options: AddressRuleOptions) {
  return {
    firstName: memberNameSchema,
    lastName: memberNameSchema,
    city: requiredAddressText(ADDRESS_LIMITS.city),
    country: countrySchema(options.countries),
    firstAddress: requiredAddressText(ADDRESS_LIMITS.line),
    secondAddress: optionalAddressText(ADDRESS_LIMITS.line),
    zipCode: zipCodeSchema,
    addressBookName: optionalAddressText(ADDRESS_LIMITS.addressBookName),
    isDefault: v.boolean(),
  };
}

/** An address form (address book entry, delivery or invoicing address): civility as text, phone split. */
export function addressFormSchema(options: AddressRuleOptions) {
  return v.object(
    {
      ...addressEntries(options),
      civillity: civilityFormSchema,
      phone: optionalPhoneSchema(addressPhoneOptions(options)),
    },
    messageRef('required'),
  );
}
export type AddressFormValues = v.InferInput<ReturnType<typeof addressFormSchema>>;

/** The same rules over an address as the wire carries it (what the API applies). */
export function addressRules(options: AddressRuleOptions) {
  return v.object(
    {
      ...addressEntries(options),
      civillity: civilityCodeSchema,
      phoneNumber: optionalInternationalPhoneSchema(addressPhoneOptions(options)),
    },
    messageRef('required'),
  );
}
