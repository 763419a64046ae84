import * as v from 'valibot';
import { messageRef } from './message-ref';
import { digitsOnly, requiredString } from './text-rules';

/**
 * French company identifiers (INSEE): a SIREN has 9 digits, a SIRET 14 (the SIREN and a 5-digit
 * establishment number); both end with a Luhn check digit. La Poste (SIREN 356000000) numbers its
 * establishments by another rule: the digits of its SIRETs add up to a multiple of 5.
 */
const LA_POSTE_SIREN = '356000000';

/** The Luhn check over a string of digits (the SIREN/SIRET key). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiren(siren: string): boolean {
  return /^\d{9}$/.test(siren) && passesLuhn(siren);
}

export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return siret === `${LA_POSTE_SIREN}00048` || digitSum % 5 === 0;
  }
  return passesLuhn(siret);
}

/** A SIREN (9 digits) or a SIRET (14 digits) whose check digit is right. */
export function isValidSirenOrSiret(value: string): boolean {
  return value.length === 9 ? isValidSiren(value) : isValidSiret(value);
}

/** The SIREN a SIREN or SIRET names (a SIRET starts with its company's SIREN). */
export function sirenOf(sirenOrSiret: string): string {
  return sirenOrSiret.slice(0, 9);
}

/** The 2-digit key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The French VAT number of a SIREN: FR, its key, the SIREN. */
export function frenchVatNumberOf(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

const FRENCH_VAT = /^FR(\d{2})(\d{9})$/;

/** A French VAT number whose key matches its SIREN (and that SIREN's own check digit). */
export function isValidFrenchVatNumber(vatNumber: string): boolean {
  const match = FRENCH_VAT.exec(vatNumber);
  return !!match && isValidSiren(match[2]) && match[1] === frenchVatKey(match[2]);
}

/** A typed VAT number as it is stored: capitals, no spaces or dots ('fr 75 512 345 679' → 'FR75512345679'). */
export function normaliseVatNumber(typed: string): string {
  return typed.replace(/[\s.]/g, '').toUpperCase();
}

/** A typed SIREN/SIRET without the spaces people group it with ('512 345 679'). */
export function normaliseSiren(typed: string): string {
  return typed.replace(/\s/g, '');
}

const IDENTIFIER_LENGTH = /^(\d{9}|\d{14})$/;

/** Required, 9 or 14 digits, and a right check digit: 'The SIREN or SIRET number is not valid.' */
export const registeredSirenSchema = v.pipe(
  requiredString,
  digitsOnly(),
  v.check((value) => value === '' || !/^\d+$/.test(value) || IDENTIFIER_LENGTH.test(value), messageRef('sirenLength')),
  v.check((value) => !IDENTIFIER_LENGTH.test(value) || isValidSirenOrSiret(value), messageRef('sirenCheckDigit')),
);

/** Optional (associations and public bodies may have none); when given, a French VAT number with its key. */
export const registeredVatNumberSchema = v.pipe(
  v.string(messageRef('required')),
  v.check((value) => value === '' || isValidFrenchVatNumber(value), messageRef('vatNumberKey')),
);

/** The VAT number belongs to the company's SIREN (both given): FRkk + the same 9 digits. */
export function vatMatchesSiren(vatNumber: string, sirenOrSiret: string): boolean {
  if (!vatNumber || !isValidFrenchVatNumber(vatNumber) || !isValidSirenOrSiret(sirenOrSiret)) return true;
  return vatNumber.slice(4) === sirenOf(sirenOrSiret);
}
