/**
 * Half-up rounding for display (spec 1 section 5: round to 2 decimals, up when the next digit is 5
 * or more). Works on the decimal the caller meant: 1.005 rounds to 1.01 although the binary double
 * is slightly below 1.005. Negative values round away from zero, mirroring their positive twin.
 */
export function roundHalfUp(value: number, fractionDigits = 2): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 10) {
    throw new RangeError(`Fraction digits must be an integer from 0 to 10, got ${fractionDigits}`);
  }
  const factor = 10 ** fractionDigits;
  // 15 significant digits drop the binary noise of the multiplication (1.005 * 100 = 100.49999…).
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
