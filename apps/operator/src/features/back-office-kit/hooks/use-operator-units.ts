import type { OperatorSession } from '@shop/contracts';
import { useOperatorSession } from '../../operator-session/hooks/use-operator-session';

export type OperatorUnit = OperatorSession['operator']['units'][number];

const NO_UNITS: readonly OperatorUnit[] = [];

/** The units the signed-in operator runs (an administrator: every unit), as the API answered them. */
export function useOperatorUnits(): readonly OperatorUnit[] {
  return useOperatorSession((state) => state.session?.operator.units ?? NO_UNITS);
}
