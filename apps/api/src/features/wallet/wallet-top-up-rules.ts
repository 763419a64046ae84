import type { BusinessUnit } from '@shop/contracts';
import { walletTopUpLimits } from '@shop/brand';
import { topUpAmountSchema } from '@shop/validation';
import * as v from 'valibot';
import { shownAmount } from '../../http/shown-amount';

/**
 * The top-up amount rule of a unit, the account form's own (@shop/validation topUpAmountSchema):
 * whole minor units from the unit's minimum to its maximum, each shown as the member reads it
 * ('Amount must be less than or equal to AED 10000.').
 */
export function walletTopUpRules(unit: Pick<BusinessUnit, 'currency' | 'decimalDigits' | 'walletTopUpMaxAmount'>) {
  const { min, max } = walletTopUpLimits(unit);
  const shown = (minor: number) => shownAmount(minor, unit.currency, unit.decimalDigits);
  return v.object({ amount: topUpAmountSchema({ min, max, minShown: shown(min), maxShown: shown(max) }) });
}
