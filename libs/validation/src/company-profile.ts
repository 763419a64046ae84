import * as v from 'valibot';
import {
  ADDRESS_LIMITS,
  addressCharacters,
  countrySchema,
  optionalAddressText,
  optionalInternationalPhoneSchema,
  optionalPhoneSchema,
  requiredAddressText,
  zipCodeSchema,
} from './address';
import { noAttackCharacters } from './attack';
import { messageRef } from './message-ref';
import type { CountryCode } from './phone';
import { digitsOnly, matchesFormat, maxChars, noControlCharacters, notOnlyBlank, requiredString } from './text-rules';

/** Lengths of company fields, the same as the wire contract's (libs/contracts CompanyInfoSchema). */
export const COMPANY_LIMITS = { name: 120, employeesDigits: 7 } as const;

/** Company names also carry '&', '+' and parentheses ("Durand & Fils (SAS)"). */
const COMPANY_NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\p{Zs}.,'’/#&+()-]*$/u;
/** SIREN has 9 digits, SIRET 14. */
const SIREN_OR_SIRET = /^(\d{9}|\d{14})?$/;
export const SIREN_FORMAT = '123456789';
/** VAT numbers: capital letters and digits. */
const VAT_NUMBER = /^[A-Z0-9]{0,20}$/;
export const VAT_NUMBER_FORMAT = 'A-Z 0-9';

function companyNameCharacters() {
  return v.regex<string, string>(COMPANY_NAME_CHARACTERS, messageRef('noSpecialCharacters'));
}

export const companyNameSchema = v.pipe(
  requiredString,
  maxChars(COMPANY_LIMITS.name),
  noAttackCharacters(),
  companyNameCharacters(),
);
export const optionalCompanyNameSchema = v.pipe(
  v.string(messageRef('required')),
  noControlCharacters(),
  notOnlyBlank(),
  maxChars(COMPANY_LIMITS.name),
  noAttackCharacters(),
  companyNameCharacters(),
);
export const sirenNumberSchema = v.pipe(
  v.string(messageRef('required')),
  digitsOnly(),
  matchesFormat(SIREN_OR_SIRET, SIREN_FORMAT),
);
export const vatNumberSchema = v.pipe(v.string(messageRef('required')), matchesFormat(VAT_NUMBER, VAT_NUMBER_FORMAT));
/** The number of employees as the form holds it: digits only, at most 7 of them (up to 9,999,999). */
export const employeesCountSchema = v.pipe(
  v.string(messageRef('required')),
  digitsOnly(),
  maxChars(COMPANY_LIMITS.employeesDigits),
);

export interface CompanyRuleOptions {
  countries: readonly CountryCode[];
}

/** A country of the list, or none yet. */
function optionalCountrySchema(countries: readonly string[]) {
  return v.pipe(
    v.string(messageRef('required')),
    v.check((code) => code === '' || countries.includes(code), messageRef('formatNotRight')),
  );
}

/** The company section of a business member's profile, as its form holds it. */
export function companyFormSchema({ countries }: CompanyRuleOptions) {
  return v.object(
    {
      companyName: companyNameSchema,
      commercialName: optionalCompanyNameSchema,
      sirenNumber: sirenNumberSchema,
      vatNumber: vatNumberSchema,
      // The company's own line: fixed lines are allowed for business customers.
      companyPhone: optionalPhoneSchema({ countries, allowFixedLine: true }),
      numberOfEmployees: employeesCountSchema,
      accountCategory: v.string(),
      societyType: v.string(),
      isContactWithStore: v.boolean(),
    },
    messageRef('required'),
  );
}
export type CompanyFormValues = v.InferInput<ReturnType<typeof companyFormSchema>>;

/** The company's address, edited on its own: first line, city and country are required. */
export function companyAddressFormSchema({ countries }: CompanyRuleOptions) {
  return v.object(
    {
      firstAddress: requiredAddressText(ADDRESS_LIMITS.line),
      secondAddress: optionalAddressText(ADDRESS_LIMITS.line),
      zipCode: zipCodeSchema,
      city: requiredAddressText(ADDRESS_LIMITS.city),
      country: countrySchema(countries),
    },
    messageRef('required'),
  );
}
export type CompanyAddressFormValues = v.InferInput<ReturnType<typeof companyAddressFormSchema>>;

/**
 * The company info as the wire carries it (what the API applies). The company and its address are
 * one object on the wire and each form sends it whole, so an address not given yet may be empty.
 */
export function companyInfoRules({ countries }: CompanyRuleOptions) {
  return v.object({
    companyName: companyNameSchema,
    commercialName: optionalCompanyNameSchema,
    sirenNumber: sirenNumberSchema,
    vatNumber: vatNumberSchema,
    companyPhoneNumber: optionalInternationalPhoneSchema({ countries, allowFixedLine: true }),
    firstAddress: optionalAddressText(ADDRESS_LIMITS.line),
    secondAddress: optionalAddressText(ADDRESS_LIMITS.line),
    zipCode: zipCodeSchema,
    city: v.pipe(
      v.string(messageRef('required')),
      noControlCharacters(),
      maxChars(ADDRESS_LIMITS.city),
      noAttackCharacters(),
      addressCharacters(),
    ),
    country: optionalCountrySchema(countries),
    // A number on the wire: the form's rule on its digits (1e300 is no count of employees).
    numberOfEmployees: v.optional(
      v.pipe(v.number(messageRef('numberOnly')), v.transform(String), employeesCountSchema),
    ),
  });
}
