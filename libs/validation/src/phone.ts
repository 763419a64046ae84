import * as v from 'valibot';
import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import type { CustomerType } from '@shop/contracts';
import { messageRef } from './message-ref';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './limits';
import { requiredString } from './text-rules';

export type { CountryCode } from 'libphonenumber-js/max';

/** A phone number as forms hold it: area code (calling code, e.g. '971') and number. */
export type PhoneInput = { areaCode: string; number: string };

export interface PhoneRuleOptions {
  /** Countries of the country list; the number must belong to one. Absent: any country. */
  countries?: readonly CountryCode[];
  /** Fixed lines are allowed for business customers, and for consumers when delivery is physical. */
  allowFixedLine?: boolean;
}

const ALWAYS_ALLOWED_TYPES: readonly NumberType[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE', 'VOIP'];

export function fixedLineAllowed({
  customerType,
  physicalDelivery,
}: {
  customerType: CustomerType | undefined;
  physicalDelivery: boolean;
}): boolean {
  return customerType === 'B' || physicalDelivery;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
/** Digits with the usual separators, and an optional leading +. */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;

/**
 * The international form. A number starting with '+' is used as is; otherwise the area code is
 * prefixed with '+' and the national leading 0 is dropped (kept where the country dials it
 * internationally, as Italian fixed lines do).
 */
export function toInternationalPhone({ areaCode, number }: PhoneInput): string {
  const trimmed = number.trim();
  if (trimmed.startsWith('+')) return `+${digitsOf(trimmed)}`;
  const callingCode = digitsOf(areaCode);
  const national = digitsOf(trimmed);
  const parsed = callingCode ? parsePhoneNumberFromString(national, { defaultCallingCode: callingCode }) : undefined;
  return parsed ? parsed.number : `+${callingCode}${national.replace(/^0/, '')}`;
}

/** Splits an international number into area code and national number: '+971501234567' -> 971 / 501234567. */
export function splitPhoneNumber(international: string): PhoneInput | undefined {
  const parsed = parsePhoneNumberFromString(international.trim());
  return parsed ? { areaCode: parsed.countryCallingCode, number: parsed.nationalNumber } : undefined;
}

/** Every phone rule of spec 1 section 5; any failure is 'wrong phone number'. */
export function isValidPhone(phone: PhoneInput, { countries, allowFixedLine = false }: PhoneRuleOptions = {}): boolean {
  const number = phone.number.trim();
  if (number.length < PHONE_MIN_LENGTH || number.length > PHONE_MAX_LENGTH) return false;
  if (!PHONE_CHARACTERS.test(number)) return false;
  if (!number.startsWith('+') && digitsOf(phone.areaCode) === '') return false;
  const parsed = parsePhoneNumberFromString(toInternationalPhone(phone));
  if (!parsed?.country || !parsed.isValid()) return false;
  if (countries && !countries.includes(parsed.country)) return false;
  const type = parsed.getType();
  if (type === undefined) return false;
  return ALWAYS_ALLOWED_TYPES.includes(type) || (allowFixedLine && type === 'FIXED_LINE');
}

/** { areaCode, number }: number required; the whole must be a valid number for the options. */
export function phoneSchema(options: PhoneRuleOptions = {}) {
  return v.pipe(
    v.object({ areaCode: v.string(messageRef('required')), number: requiredString }, messageRef('required')),
    v.forward<PhoneInput, v.CheckIssue<PhoneInput>, ['number']>(
      v.check<PhoneInput, string>(
        // A blank number is left to the required rule.
        (phone) => phone.number.trim() === '' || isValidPhone(phone, options),
        messageRef('wrongPhone'),
      ),
      ['number'],
    ),
  );
}

/** A wire number read as international: '+971501234567', also without its '+'. */
function asInternational(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/**
 * A phone number as the API carries it, one string in international form ('+971501234567'; the
 * '+' may be left out): the same rules as `phoneSchema`. Answers the E.164 form.
 */
export function internationalPhoneSchema(options: PhoneRuleOptions = {}) {
  return v.pipe(
    requiredString,
    v.check<string, string>(
      (text) => text.trim() === '' || isValidPhone({ areaCode: '', number: asInternational(text) }, options),
      messageRef('wrongPhone'),
    ),
    v.transform((text) => toInternationalPhone({ areaCode: '', number: asInternational(text) })),
  );
}
