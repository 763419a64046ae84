import { useCallback } from 'react';
import type { OperatorSession } from '@shop/contracts';
import { useChosenUnit, useOperatorSession } from '../../operator-session/hooks/use-operator-session';
import { operatorSessionStore } from '../../operator-session/operator-session-store';

export type OperatorUnit = OperatorSession['operator']['units'][number];

const NO_UNITS: readonly OperatorUnit[] = [];

/** The units the signed-in operator runs (an administrator: every unit), as the API answered them. */
export function useOperatorUnits(): readonly OperatorUnit[] {
  return useOperatorSession((state) => state.session?.operator.units ?? NO_UNITS);
}

/**
 * The unit a back-office page works on: the one chosen in the operator's unit picker (the same for the
 * settings pages), null while the operator runs none.
 */
export function useBackOfficeUnit(): { buId: string | null; choose: (buId: string) => void } {
  const buId = useChosenUnit();
  const choose = useCallback((next: string) => operatorSessionStore.getState().chooseUnit(next), []);
  return { buId: buId || null, choose };
}
