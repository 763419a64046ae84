import * as v from 'valibot';
import type { Language } from '@shop/contracts';
import { messageRef } from './message-ref';

/** Other patterns of spec 1 section 5. */
export const DIGITS_PATTERN = /^[0-9]+$/;
export const DECIMAL_POINT_PATTERN = /^[0-9]+(\.[0-9]+)?$/;
export const DECIMAL_COMMA_PATTERN = /^[0-9]+(,[0-9]+)?$/;

/** French writes a decimal comma; every other language a decimal point. */
export function decimalSeparatorFor(language: Language): ',' | '.' {
  return language === 'fr' ? ',' : '.';
}

/** Digits with an optional decimal part, in the language's separator: 'Format should be 0,00'. */
export function decimalInput(language: Language) {
  const separator = decimalSeparatorFor(language);
  const pattern = separator === ',' ? DECIMAL_COMMA_PATTERN : DECIMAL_POINT_PATTERN;
  return v.regex<string, string>(pattern, messageRef('format', { format: `0${separator}00` }));
}

/**
 * Reads a decimal typed in `language` as integer minor units, rounded half-up at `decimalDigits`
 * (the third digit 5 or more rounds up). Exact: works on the digits, never on a float.
 */
export function decimalToMinorUnits(text: string, language: Language, decimalDigits = 2): number | undefined {
  const separator = decimalSeparatorFor(language);
  const pattern = separator === ',' ? DECIMAL_COMMA_PATTERN : DECIMAL_POINT_PATTERN;
  if (!pattern.test(text)) return undefined;
  const [whole, fraction = ''] = text.split(separator);
  const kept = fraction.slice(0, decimalDigits).padEnd(decimalDigits, '0');
  const roundsUp = Number(fraction.charAt(decimalDigits) || '0') >= 5;
  const minor = Number(whole + kept) + (roundsUp ? 1 : 0);
  return Number.isSafeInteger(minor) ? minor : undefined;
}
