import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import { OperatorSessionSchema, type OperatorSession } from '@shop/contracts';

/**
 * The operator's session, apart from the customer's (decision 0038: never the same tokens). Kept in the
 * tab's sessionStorage: it ends with the tab, and a customer signed in on the same shop is not touched.
 */
export const OPERATOR_SESSION_KEY = 'operator:session';
/** The unit last chosen in the unit picker, per tab. */
export const OPERATOR_UNIT_KEY = 'operator:unit';

export interface OperatorSessionState {
  session: OperatorSession | null;
  /** The unit the settings and catalogue pages work on ('' until one is chosen). */
  buId: string;
  signIn(session: OperatorSession): void;
  /** The answer of getOperatorMe: the role and units may have changed since sign-in. */
  refresh(operator: OperatorSession['operator'], expiresAt: number): void;
  chooseUnit(buId: string): void;
  signOut(): void;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the session lives in memory until the tab closes
  }
}

function readSession(storage: Storage | null): OperatorSession | null {
  try {
    const raw = storage?.getItem(OPERATOR_SESSION_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(OperatorSessionSchema, JSON.parse(raw));
    return parsed.success && parsed.output.expiresAt > Date.now() ? parsed.output : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // a full or switched-off storage only loses the session at the next page load
  }
}

/** The first unit the operator runs, unless the remembered one is still his. */
function unitFor(session: OperatorSession | null, remembered: string): string {
  if (!session) return '';
  const units = session.operator.units;
  return units.some((unit) => unit.buId === remembered) ? remembered : (units[0]?.buId ?? '');
}

export function createOperatorSessionStore(storage: Storage | null = tabStorage()) {
  const session = readSession(storage);
  const remembered = (() => {
    try {
      return storage?.getItem(OPERATOR_UNIT_KEY) ?? '';
    } catch {
      return '';
    }
  })();
  return createStore<OperatorSessionState>()((set, get) => ({
    session,
    buId: unitFor(session, remembered),
    signIn(next) {
      write(storage, OPERATOR_SESSION_KEY, JSON.stringify(next));
      set({ session: next, buId: unitFor(next, get().buId) });
    },
    refresh(operator, expiresAt) {
      const current = get().session;
      if (!current) return;
      const next = { ...current, operator, expiresAt };
      write(storage, OPERATOR_SESSION_KEY, JSON.stringify(next));
      set({ session: next, buId: unitFor(next, get().buId) });
    },
    chooseUnit(buId) {
      write(storage, OPERATOR_UNIT_KEY, buId);
      set({ buId });
    },
    signOut() {
      write(storage, OPERATOR_SESSION_KEY, null);
      set({ session: null });
    },
  }));
}

export const operatorSessionStore = createOperatorSessionStore();
