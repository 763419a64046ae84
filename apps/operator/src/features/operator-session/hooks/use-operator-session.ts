import { useStore } from 'zustand';
import { operatorSessionStore, type OperatorSessionState } from '../operator-session-store';

export function useOperatorSession<T>(selector: (state: OperatorSessionState) => T): T {
  return useStore(operatorSessionStore, selector);
}

/** The signed-in operator; the sign-in gate renders nothing below it without one. */
export function useOperator() {
  const operator = useOperatorSession((state) => state.session?.operator ?? null);
  if (!operator) throw new Error('No operator is signed in.');
  return operator;
}

/** The unit chosen in the unit picker. */
export function useChosenUnit(): string {
  return useOperatorSession((state) => state.buId);
}
