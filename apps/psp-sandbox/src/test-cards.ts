/**
 * The sandbox's test cards (documented in docs/api.md, "Money flow"): only these numbers pay; any other
 * valid number is refused as a real provider's test mode refuses live cards.
 */
export type CardOutcome = 'success' | 'decline' | 'challenge';

export const TEST_CARDS: readonly { number: string; outcome: CardOutcome; label: string }[] = [
  { number: '4242424242424242', outcome: 'success', label: 'Visa, paid at once' },
  { number: '5555555555554444', outcome: 'success', label: 'Mastercard, paid at once' },
  { number: '4000000000000002', outcome: 'decline', label: 'Visa, declined by the bank' },
  { number: '4000000000003220', outcome: 'challenge', label: 'Visa, 3-D Secure challenge (code 123456)' },
];

/** The code the 3-D Secure challenge page accepts. */
export const CHALLENGE_CODE = '123456';
/** Wrong challenge codes before the payment fails, as an issuer's ACS stops after a few. */
export const CHALLENGE_ATTEMPTS = 3;

export interface CardForm {
  cardholder: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;

/** Field problems, by field, in the words providers' hosted pages use. */
export type CardErrors = Partial<Record<CardField, string>>;

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
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

/** MM/YY (or MM / YY, MM/YYYY) to the last moment of that month, UTC; null when malformed. */
export function expiryEnd(value: string): Date | null {
  const match = value.replace(/\s/g, '').match(/^(\d{2})\/(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return new Date(Date.UTC(year, month, 1) - 1);
}

/**
 * Checks the card form as a provider's page does before it contacts the bank: the holder's name,
 * a well-formed number (digits, length, check digit), an expiry in the future, a 3-digit security
 * code (4 for American Express). Answers the problems by field, and the test card when there are none.
 */
export function checkCard(form: CardForm, now: Date): { errors: CardErrors; outcome: CardOutcome | null } {
  const errors: CardErrors = {};
  if (form.cardholder.trim().length < 2) errors.cardholder = "Enter the cardholder's name as it appears on the card.";
  const digits = digitsOf(form.cardNumber);
  if (digits === '') errors.cardNumber = 'Enter your card number.';
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'Your card number is invalid.';
  const end = expiryEnd(form.expiry);
  if (form.expiry.trim() === '') errors.expiry = "Enter your card's expiry date.";
  else if (!end) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (end.getTime() < now.getTime()) errors.expiry = "Your card's expiry date is in the past.";
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim()))
    errors.cvc = `Enter the ${cvcLength}-digit security code from the back of your card.`;
  const card = TEST_CARDS.find((test) => test.number === digits);
  if (!errors.cardNumber && !card) errors.cardNumber = 'This is a test page: use one of the test cards listed below.';
  return { errors, outcome: Object.keys(errors).length === 0 && card ? card.outcome : null };
}
