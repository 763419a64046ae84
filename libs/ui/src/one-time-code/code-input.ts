import { OTP_LENGTH } from '@shop/contracts';

/** Arabic-Indic and Persian digits as typed on Arabic keyboards, read as 0-9. */
const LOCAL_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** What the code field keeps of what was typed or pasted: at most 6 digits ('12 34-56' -> '123456'). */
export function codeDigits(typed: string): string {
  return typed
    .replace(LOCAL_DIGITS, (digit) => String((digit.charCodeAt(0) & 0x0f) % 10))
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH);
}

/** The form's own check before a code is sent to the server: empty, or not 6 digits. */
export function codeProblem(code: string): 'required' | 'wrong' | null {
  if (code === '') return 'required';
  return code.length === OTP_LENGTH ? null : 'wrong';
}
