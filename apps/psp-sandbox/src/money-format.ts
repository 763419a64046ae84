/** An amount in minor units as the page shows it, e.g. 15000 AED -> "AED 150.00". */
export function formatMinor(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
