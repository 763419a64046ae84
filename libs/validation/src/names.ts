import * as v from 'valibot';
import { messageRef } from './message-ref';
import { noNumbers, requiredString } from './text-rules';

/** Letters of any script, spaces and hyphens; digits get their own message. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s-]*$/u;
/** Letters, digits, spaces, dots and commas. */
const FREE_TEXT_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s.,]*$/u;
/** Chorus number: English letters, digits, slash and hyphen. */
const CHORUS_NUMBER_CHARACTERS = /^[A-Za-z0-9/-]*$/;
export const CHORUS_NUMBER_FORMAT = 'A-Z 0-9 / -';

/** A name input: required, no digits ('This field cannot accept numbers.'), no special characters. */
export const personNameSchema = v.pipe(
  requiredString,
  noNumbers(),
  v.regex(NAME_CHARACTERS, messageRef('noSpecialCharacters')),
);

export function hasFirstAndLastName(name: string): boolean {
  return /^\S+\s+\S/.test(name.trim());
}

/** A full name: a name input with a space between first and last name. */
export const fullNameSchema = v.pipe(
  personNameSchema,
  v.check((name) => name === '' || hasFirstAndLastName(name), messageRef('nameNeedsSpace')),
);

/** Free text: no special characters, but dots, commas and digits are fine. */
export function freeText() {
  return v.regex<string, string>(FREE_TEXT_CHARACTERS, messageRef('noSpecialCharacters'));
}

/** Optional chorus number: letters, digits, slash and hyphen only. */
export const chorusNumberSchema = v.optional(
  v.pipe(
    v.string(messageRef('required')),
    v.regex(CHORUS_NUMBER_CHARACTERS, messageRef('format', { format: CHORUS_NUMBER_FORMAT })),
  ),
);
