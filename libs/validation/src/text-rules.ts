/**
 * Character and length rules. Each lets the empty string through, so an empty field reports only
 * 'This field is required.' (from `requiredString`) and an optional field may stay empty.
 */
import * as v from 'valibot';
import { messageRef } from './message-ref';
import type { MessageKey } from './messages';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './limits';

/** Characters as a person counts them (code points), so an emoji or a CJK character counts once. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** Any whitespace-only value that is not empty: ' ', '\t\n'. */
export function notOnlyBlank() {
  return v.check<string, string>((text) => text === '' || text.trim() !== '', messageRef('onlyBlankspaces'));
}

/**
 * C0 control characters and DEL, except tab, line feed and carriage return: invisible, never typed
 * on purpose, and NUL is refused by PostgreSQL. The API refuses them in every string it takes.
 */
export function isControlCharacter(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

export function containsControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}

/** 'This field cannot contain control characters.' */
export function noControlCharacters() {
  return v.check<string, string>((text) => !containsControlCharacters(text), messageRef('controlCharacters'));
}

/** Missing or empty: 'This field is required.'; only blanks: 'This field cannot contain only blankspaces'. */
export const requiredString = v.pipe(
  v.string(messageRef('required')),
  v.nonEmpty(messageRef('required')),
  notOnlyBlank(),
  noControlCharacters(),
);

/** Digits only. Empty passes: presence is `requiredString`'s job. */
export function digitsOnly() {
  return v.regex<string, string>(/^[0-9]*$/, messageRef('numberOnly'));
}

/**
 * Letters and digits of any script, nothing else. This is also the spec's "no special characters"
 * pattern: it rejects space, quotes, symbols and punctuation.
 */
export function lettersAndDigitsOnly() {
  return v.regex<string, string>(/^[\p{L}\p{M}\p{Nd}]*$/u, messageRef('letterAndNumberOnly'));
}

export function noNumbers() {
  return v.regex<string, string>(/^\P{Nd}*$/u, messageRef('noNumbers'));
}

export function noSpace() {
  return v.regex<string, string>(/^\S*$/, messageRef('noSpace'));
}

export function noSingleQuote() {
  return v.check<string, string>((text) => !text.includes("'"), messageRef('singleQuote'));
}

/** English characters: printable ASCII plus tabs and line breaks. Two spec wordings exist. */
export function englishOnly(key: Extract<MessageKey, 'englishOnly' | 'englishOnlyField'> = 'englishOnly') {
  return v.regex<string, string>(/^[\x20-\x7E\t\r\n]*$/, messageRef(key));
}

/** A value that must match `pattern`; `format` is what the user is told it should look like. */
export function matchesFormat(pattern: RegExp, format: string) {
  return v.regex<string, string>(pattern, messageRef('format', { format }));
}

/** At most `max` characters: 'Must be less than {{num}} characters.' with num = max. */
export function maxChars(max: number) {
  return v.check<string, string>((text) => charCount(text) <= max, messageRef('lessThan', { num: max }));
}

export function charsBetween(min: number, max: number) {
  return v.check<string, string>(
    (text) => {
      const count = charCount(text);
      return count === 0 || (count >= min && count <= max);
    },
    messageRef('between', { min, max }),
  );
}

/** 'This field requires 2 to 30 characters.' */
export function twoToThirtyChars() {
  return v.check<string, string>((text) => {
    const count = charCount(text);
    return count === 0 || (count >= NAME_MIN_LENGTH && count <= NAME_MAX_LENGTH);
  }, messageRef('length2To30'));
}
