import * as v from 'valibot';
import { BusinessUnitSchema, MEMBERSHIP_SEPARATOR, PAYMENT_TYPE_SEPARATOR, type BusinessUnit } from '@shop/contracts';
import { isLoginType, isPaymentMean, splitList } from './unit-lists';
import { walletTopUpLimits } from './wallet-top-up-limits';

function unknownEntries(value: string, separator: string, isKnown: (code: string) => boolean): string[] {
  return splitList(value, separator).filter((code) => !isKnown(code));
}

/** The unit schema plus the rules that tie its fields together. */
export const ValidBusinessUnitSchema = v.pipe(
  BusinessUnitSchema,
  v.forward(
    v.check(
      (unit) => unit.languages.includes(unit.defaultLanguage),
      'The default language must be one of the unit languages',
    ),
    ['defaultLanguage'],
  ),
  v.forward(
    v.check(
      (unit) => splitList(unit.paymentType, PAYMENT_TYPE_SEPARATOR).length > 0,
      'At least one payment type is required',
    ),
    ['paymentType'],
  ),
  v.forward(
    v.check(
      (unit) => unknownEntries(unit.paymentType, PAYMENT_TYPE_SEPARATOR, isPaymentMean).length === 0,
      (issue) => {
        const unknown = unknownEntries(String(issue.input.paymentType), PAYMENT_TYPE_SEPARATOR, isPaymentMean);
        return `Unknown payment type: ${unknown.join(', ')}`;
      },
    ),
    ['paymentType'],
  ),
  v.forward(
    v.check(
      (unit) => unknownEntries(unit.memberShip, MEMBERSHIP_SEPARATOR, isLoginType).length === 0,
      (issue) => {
        const unknown = unknownEntries(String(issue.input.memberShip), MEMBERSHIP_SEPARATOR, isLoginType);
        return `Unknown login method: ${unknown.join(', ')}`;
      },
    ),
    ['memberShip'],
  ),
  v.forward(
    v.check((unit) => unit.b2cMinQty <= unit.b2cMaxQty, 'b2cMinQty must not exceed b2cMaxQty'),
    ['b2cMinQty'],
  ),
  v.forward(
    v.check((unit) => {
      const { min, max } = walletTopUpLimits(unit);
      return min <= max;
    }, 'walletTopUpMaxAmount must not be below the wallet top-up minimum'),
    ['walletTopUpMaxAmount'],
  ),
);

export type ParseBusinessUnitResult = { success: true; unit: BusinessUnit } | { success: false; errors: string[] };

/** Validates unit data (e.g. an operator's JSON); each error names the field it is about. */
export function parseBusinessUnit(input: unknown): ParseBusinessUnitResult {
  const result = v.safeParse(ValidBusinessUnitSchema, input);
  if (result.success) return { success: true, unit: result.output };
  return {
    success: false,
    errors: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'unit'}: ${issue.message}`),
  };
}

export class InvalidBusinessUnitError extends Error {
  constructor(readonly errors: string[]) {
    super(`Invalid business unit: ${errors.join('; ')}`);
    this.name = 'InvalidBusinessUnitError';
  }
}

/** Like parseBusinessUnit, for start-up code that cannot go on without a valid unit. */
export function parseBusinessUnitOrThrow(input: unknown): BusinessUnit {
  const result = parseBusinessUnit(input);
  if (!result.success) throw new InvalidBusinessUnitError(result.errors);
  return result.unit;
}
