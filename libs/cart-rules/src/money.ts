// Money helpers. Amounts live in integer minor units; these are the only places where a
// fraction appears and is rounded.
//
// The spec's rounding (spec 1 §5 "Amounts rounded to 2 decimals, rounding up when the third
// digit is 5 or more") is half-up, away from zero for negative values. It applies:
//  - to display: toMajorUnits gives the decimal figure shown to the buyer, rounded by roundHalfUp2;
//  - to decimal input: toMinorUnits turns a typed amount into minor units with the same rule;
//  - to percentages: percentOfMinor (a discount rate applied to a line) rounds the fractional
//    minor unit half-up, which is the 2-decimal rule for two-decimal currencies.

/** Rounds half-up at the given number of decimals, immune to binary artefacts (1.005 -> 1.01). */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const factor = 10 ** decimals;
  // toPrecision(15) drops the binary noise of the multiplication (1.005 * 100 = 100.49999999999999).
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The spec's half-up rounding at 2 decimals. */
export function roundHalfUp2(value: number): number {
  return roundHalfUp(value, 2);
}

/** A rate (percent) of a minor-unit amount, rounded half-up to a whole minor unit. */
export function percentOfMinor(amountMinor: number, ratePercent: number): number {
  return roundHalfUp((amountMinor * ratePercent) / 100, 0);
}

/** A decimal amount (as typed or shown) to integer minor units. */
export function toMinorUnits(major: number, decimalDigits = 2): number {
  return roundHalfUp(major * 10 ** decimalDigits, 0);
}

/** Integer minor units to the decimal figure to show, rounded half-up at 2 decimals. */
export function toMajorUnits(minor: number, decimalDigits = 2): number {
  return roundHalfUp2(minor / 10 ** decimalDigits);
}
