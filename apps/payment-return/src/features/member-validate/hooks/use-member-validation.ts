import { useCallback, useState } from 'react';
import type { ApiError } from '@shop/contracts';
import { sendValidationDecision } from '../api/member-validate-api';

/** Spec 1 section 4 "Member validation page": ask, send the decision, then approved, rejected or the error. */
export type ValidationState =
  | { status: 'asking' }
  | { status: 'sending'; isApproved: boolean }
  | { status: 'approved' }
  | { status: 'rejected' }
  | { status: 'failed'; error: ApiError; canRetry: boolean };

export function useMemberValidation(token: string) {
  const [state, setState] = useState<ValidationState>({ status: 'asking' });

  const decide = useCallback(
    async (isApproved: boolean) => {
      setState({ status: 'sending', isApproved });
      const result = await sendValidationDecision(token, isApproved);
      if (result.ok) setState({ status: result.data.approved ? 'approved' : 'rejected' });
      // The token is single use: only an answer that never reached the server, or a passing
      // failure of it, is worth sending again.
      else
        setState({
          status: 'failed',
          error: result.error,
          canRetry: result.status === null || result.status >= 500 || result.status === 429,
        });
    },
    [token],
  );

  return { state, decide };
}
