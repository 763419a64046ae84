import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { ApiError, MemberProfile } from '@shop/contracts';
import { fetchProfile, saveProfile, type ProfileChanges } from '../api/profile-api';

export type ProfileState =
  { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'ready'; profile: MemberProfile };

/** Saves one section's changes; answers the call's result so the section can place errors. */
export type UpdateProfile = (changes: ProfileChanges) => Promise<ApiResult<MemberProfile>>;

/**
 * The signed-in member's profile and its updates. `updateSuccess` is the spec's update-success
 * flag: true after a saved update, false after a failed one, null once reset.
 */
export function useMemberProfile(custId: string) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [updateSuccess, setUpdateSuccess] = useState<boolean | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchProfile(custId).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ready', profile: result.data } : { status: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [custId, attempt]);

  const update: UpdateProfile = useCallback(
    async (changes) => {
      const result = await saveProfile(custId, changes);
      if (result.ok) setState({ status: 'ready', profile: result.data });
      setUpdateSuccess(result.ok);
      return result;
    },
    [custId],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const resetUpdate = useCallback(() => setUpdateSuccess(null), []);

  return { state, update, updateSuccess, resetUpdate, reload };
}
