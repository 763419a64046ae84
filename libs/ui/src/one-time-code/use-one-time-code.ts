import { useCallback, useEffect, useReducer, useRef } from 'react';
import { shopApi } from '@shop/api-client';
import type { ApiError } from '@shop/contracts';
import { confirmCode, sendCode, type OneTimeCodeChannel } from './channels';
import { initialOneTimeCodeState, oneTimeCodeReducer } from './one-time-code-state';

export interface OneTimeCodeConfirmation {
  /** otpId (SMS) or tokenId (email): what a later call quotes as proof. */
  id: string;
  target: string;
}

export interface UseOneTimeCodeOptions {
  channel: OneTimeCodeChannel;
  /** The phone number (international form) or email the code is for. */
  target: string;
  onConfirmed?: (confirmation: OneTimeCodeConfirmation) => void;
  onSendFailed?: (error: ApiError) => void;
}

/** Sends and confirms a one-time code through the page's API client (spec 1 section 4). */
export function useOneTimeCode({ channel, target, onConfirmed, onSendFailed }: UseOneTimeCodeOptions) {
  const [state, dispatch] = useReducer(oneTimeCodeReducer, initialOneTimeCodeState);
  const callbacks = useRef({ onConfirmed, onSendFailed });
  callbacks.current = { onConfirmed, onSendFailed };

  // A code proves the number or email it was sent to: editing that starts over.
  useEffect(() => {
    if (state.target !== null && state.target !== target) dispatch({ type: 'reset' });
  }, [target, state.target]);

  const send = useCallback(async () => {
    dispatch({ type: 'sendStarted' });
    const result = await sendCode(shopApi(), channel, target);
    if (result.ok) {
      dispatch({ type: 'sendSucceeded', id: result.data, target, at: Date.now() });
    } else {
      dispatch({ type: 'sendFailed', error: result.error });
      callbacks.current.onSendFailed?.(result.error);
    }
  }, [channel, target]);

  const confirm = useCallback(
    async (code: string) => {
      const { id, target: sentTo } = state;
      if (!id || !sentTo) return;
      dispatch({ type: 'confirmStarted' });
      const result = await confirmCode(shopApi(), channel, sentTo, id, code);
      if (result.ok) {
        dispatch({ type: 'confirmSucceeded' });
        callbacks.current.onConfirmed?.({ id, target: sentTo });
      } else {
        dispatch({ type: 'confirmFailed', error: result.error });
      }
    },
    [channel, state],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, send, confirm, reset };
}
