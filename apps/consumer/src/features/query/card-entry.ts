/** A card number as typed (spaces, hyphens between groups) the way the server reads it. */
export function normalizedCardNumber(typed: string): string {
  return typed.replace(/[\s-]+/g, '');
}

/** Shows only the last 4 digits. */
export function maskedCardNumber(cardNumber: string): string {
  return `•••• ${normalizedCardNumber(cardNumber).slice(-4)}`;
}
