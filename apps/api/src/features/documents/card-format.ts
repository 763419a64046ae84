/** "1234 5678 9012 3456": the card number in groups of 4, as printed on a card. */
export function groupedCardNumber(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** yyyy-mm-dd of an instant (UTC), the expiry as the card emails print it. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last 4 digits of a card number (file names, never the whole number). */
export function lastFour(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
