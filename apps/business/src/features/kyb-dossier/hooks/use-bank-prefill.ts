import { useCallback, useEffect, useState } from 'react';
import { kybSessionStore, type KybSession } from '../../kyb-account/kyb-session-store';
import { fetchBankPrefill, type BankPrefill } from '../api/kyb-dossier-api';
import { credentialsOf } from './use-kyb-dossier';

export type BankPrefillState =
  { status: 'loading' } | { status: 'ready'; prefill: BankPrefill } | { status: 'failed'; retry(): void };

/** The bank tab's values from getBankInfo (saved, else prefilled) and the verification transfer to make. */
export function useBankPrefill(session: KybSession): BankPrefillState {
  const [state, setState] = useState<BankPrefillState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchBankPrefill(credentialsOf(session)).then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: 'ready', prefill: result.data });
      else if (result.status === 401) kybSessionStore.getState().clear();
      else setState({ status: 'failed', retry });
    });
    return () => {
      current = false;
    };
  }, [session, attempt, retry]);
  return state;
}
