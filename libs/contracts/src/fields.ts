import * as v from 'valibot';
import { PHONE_LENGTH_MAX, PHONE_LENGTH_MIN } from './constants';

/** Field messages of spec 1 section 5 that the wire contract enforces on both ends. */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  email: 'not valid email format',
  passwordLength: 'Must be between 8 and 128 characters.',
  passwordLowercase: 'At least 1 lowercase',
  passwordUppercase: 'At least 1 uppercase',
  passwordSpace: 'No space',
  attack: 'The field you entered may contain illegal attack characters',
  blank: 'This field cannot contain only blankspaces',
  phone: 'wrong phone number',
  numberOnly: 'This field can input number only.',
  lessThan: (num: number) => `Must be less than ${num} characters.`,
} as const;

/** Script attack patterns rejected in free text: script, iframe, event handlers, javascript:, angle brackets. */
const ATTACK_PATTERN = /[<>]|javascript:|\bon[a-z]+\s*=|\bscript\b|\biframe\b/i;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Email: local part, domain, 2-4 character top level; compared lower-case. */
export const EmailSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.trim(),
  v.nonEmpty(FIELD_MESSAGES.required),
  v.maxLength(254, FIELD_MESSAGES.lessThan(254)),
  v.regex(EMAIL_PATTERN, FIELD_MESSAGES.email),
  v.toLowerCase(),
);

/** Password: 8+ characters, one lowercase, one uppercase, no space. */
export const PasswordSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.minLength(8, FIELD_MESSAGES.passwordLength),
  v.maxLength(128, FIELD_MESSAGES.passwordLength),
  v.regex(/[a-z]/, FIELD_MESSAGES.passwordLowercase),
  v.regex(/[A-Z]/, FIELD_MESSAGES.passwordUppercase),
  v.regex(/^\S*$/, FIELD_MESSAGES.passwordSpace),
);

/** Free text without script-attack characters, at most `max` characters. */
export function safeText(max: number) {
  return v.pipe(
    v.string(FIELD_MESSAGES.required),
    v.maxLength(max, FIELD_MESSAGES.lessThan(max)),
    v.check((value) => !ATTACK_PATTERN.test(value), FIELD_MESSAGES.attack),
  );
}

/** A required name-like field: trimmed, not blank, safe, at most `max` characters. */
export function requiredText(max: number) {
  return v.pipe(
    v.string(FIELD_MESSAGES.required),
    v.trim(),
    v.nonEmpty(FIELD_MESSAGES.blank),
    v.maxLength(max, FIELD_MESSAGES.lessThan(max)),
    v.check((value) => !ATTACK_PATTERN.test(value), FIELD_MESSAGES.attack),
  );
}

/** Phone number on the wire: optional plus and 3 to 16 digits (country rules are checked in validation). */
export const PhoneNumberSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.trim(),
  v.regex(new RegExp(`^\\+?\\d{${PHONE_LENGTH_MIN},${PHONE_LENGTH_MAX}}$`), FIELD_MESSAGES.phone),
);

/** Customer id: the decimal id the server assigned. */
export const CustIdSchema = v.pipe(v.string(FIELD_MESSAGES.required), v.regex(/^\d{1,18}$/, 'Invalid customer id'));

/** Opaque random token (base64url), as issued by the server. */
export const OpaqueTokenSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid token'),
);

/** Item codes of products: letters, digits, dash, underscore. */
export const ItemCodeSchema = v.pipe(
  v.string(FIELD_MESSAGES.required),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid item code'),
);

/** Money is integer minor units (cents, fils) end to end. */
export const MinorAmountSchema = v.pipe(v.number(), v.integer('Amounts are integer minor units'), v.minValue(0));

/** A page number from 1, also accepted as a path segment string. */
export const PageSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'Page must be a number'), v.transform(Number))]),
  v.integer(),
  v.minValue(1, 'Page starts at 1'),
  v.maxValue(10_000),
);

export const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Country codes are ISO 3166 alpha-2'));
