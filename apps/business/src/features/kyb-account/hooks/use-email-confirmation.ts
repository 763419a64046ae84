import { useEffect, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { confirmKybEmail } from '../api/kyb-account-api';

export type EmailConfirmation =
  | { status: 'checking' }
  | { status: 'confirmed'; email: string; registrationToken: string }
  | { status: 'failed'; error: ApiError };

/**
 * Confirms the emailed link's token once per page: the token is single-use, so a second render (React's
 * strict mode, a language switch) must not ask again and be told the link was used.
 */
const confirmations = new Map<string, ReturnType<typeof confirmKybEmail>>();

export function useEmailConfirmation(buId: string, token: string): EmailConfirmation {
  const [state, setState] = useState<EmailConfirmation>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    let pending = confirmations.get(token);
    if (!pending) {
      pending = confirmKybEmail(buId, token);
      confirmations.set(token, pending);
    }
    void pending.then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'confirmed', email: result.data.email, registrationToken: result.data.registrationToken }
          : { status: 'failed', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [buId, token]);
  return state;
}

/** Forgets the confirmations asked (tests). */
export function forgetEmailConfirmations(): void {
  confirmations.clear();
}
