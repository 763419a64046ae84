import { useCallback, useEffect, useState } from 'react';
import type { MemberProfile } from '@shop/contracts';
import { fetchProfile } from '../api/profile-api';

export type BusinessProfileState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: MemberProfile };

/** The signed-in business member's profile (company name, contract type, verification), with a retry. */
export function useBusinessProfile(custId: string) {
  const [state, setState] = useState<BusinessProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchProfile(custId).then((result) => {
      if (current) setState(result.ok ? { status: 'ready', profile: result.data } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [custId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
