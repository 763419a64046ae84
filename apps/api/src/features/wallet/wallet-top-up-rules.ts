import type { BusinessUnit } from '@shop/contracts';
import { amountAtLeast } from '@shop/validation';
import * as v from 'valibot';
import { walletTopUpMinimum } from './wallet-access';

/**
 * The top-up amount rule of a unit: whole minor units, at least the unit's minimum ('Amount must be
 * greater than or equal to {{num}}.' with the minimum as the member reads it, e.g. AED 50).
 */
export function walletTopUpRules(unit: Pick<BusinessUnit, 'currency' | 'decimalDigits'>) {
  const min = walletTopUpMinimum(unit);
  const shown = `${unit.currency} ${min / 10 ** unit.decimalDigits}`;
  return v.object({ amount: v.pipe(v.number(), v.integer(), amountAtLeast(min, shown)) });
}
