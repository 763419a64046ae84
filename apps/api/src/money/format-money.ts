/**
 * Minor units as the API's emails, SMS and documents show them: 'AED 100.00', 'KWD 1.250'. Plain text
 * in every language (the pages format money per language with @shop/i18n's formatAmount).
 */
export function formatMoney(minor: number, currency: string, decimalDigits = 2): string {
  return `${currency} ${(minor / 10 ** decimalDigits).toFixed(decimalDigits)}`;
}
