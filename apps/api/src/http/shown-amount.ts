/**
 * Minor units as the amount rules show a bound to the user ('AED 50', 'AED 99.5', 'KWD 1.25'): the
 * currency and the figure in the unit's decimals, without trailing zeros.
 */
export function shownAmount(minor: number, currency: string, decimalDigits: number): string {
  return `${currency} ${Number((minor / 10 ** decimalDigits).toFixed(decimalDigits))}`;
}
