import type { ApiError } from '@shop/contracts';

/** Spec 1 section 4 "One-time password": status init, then success or error. */
export type OneTimeCodeStatus = 'init' | 'success' | 'error';

/** The one-time-code state of spec 1 section 3 (id, status, error, mobile or email) and what is running. */
export interface OneTimeCodeState {
  /** otpId (SMS) or tokenId (email) of the code sent last. */
  id: string | null;
  status: OneTimeCodeStatus;
  error: ApiError | null;
  /** Which step the error belongs to: sending shows it by the send button, confirming by the code. */
  failedStep: 'send' | 'confirm' | null;
  /** The phone number or email the code was sent to. */
  target: string | null;
  /** When the code was sent (ms since the epoch): the resend timer starts there. */
  sentAt: number | null;
  busy: 'send' | 'confirm' | null;
}

export type OneTimeCodeAction =
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded'; id: string; target: string; at: number }
  | { type: 'sendFailed'; error: ApiError }
  | { type: 'confirmStarted' }
  | { type: 'confirmSucceeded' }
  | { type: 'confirmFailed'; error: ApiError }
  | { type: 'reset' };

export const initialOneTimeCodeState: OneTimeCodeState = {
  id: null,
  status: 'init',
  error: null,
  failedStep: null,
  target: null,
  sentAt: null,
  busy: null,
};

export function oneTimeCodeReducer(state: OneTimeCodeState, action: OneTimeCodeAction): OneTimeCodeState {
  switch (action.type) {
    case 'sendStarted':
      return { ...state, busy: 'send' };
    case 'sendSucceeded':
      return { ...initialOneTimeCodeState, id: action.id, target: action.target, sentAt: action.at };
    case 'sendFailed':
      // A failed send forgets the number or email it was for, and any earlier code.
      return { ...initialOneTimeCodeState, status: 'error', error: action.error, failedStep: 'send' };
    case 'confirmStarted':
      return { ...state, busy: 'confirm' };
    case 'confirmSucceeded':
      return { ...state, status: 'success', error: null, failedStep: null, busy: null };
    case 'confirmFailed':
      return { ...state, status: 'error', error: action.error, failedStep: 'confirm', busy: null };
    case 'reset':
      return initialOneTimeCodeState;
  }
}
