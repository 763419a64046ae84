import { useCallback, useEffect, useState } from 'react';
import { API_ERRORS, RESEND_TIMER_SECONDS, type ApiError } from '@shop/contracts';
import {
  fetchEmailVerification,
  sendVerificationLink,
  type EmailVerificationState,
} from '../api/email-verification-api';

export type EmailVerificationView =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError }
  | {
      status: 'ready';
      verification: EmailVerificationState;
      /** The resend timer: a new id each time it starts again, and from how many seconds. */
      timer: ResendTimer;
      sending: boolean;
      /** A link was sent from this page. */
      sent: boolean;
      error: ApiError | null;
    };

export interface ResendTimer {
  id: number;
  seconds: number;
}
let timers = 0;
const startTimer = (seconds: number): ResendTimer => ({ id: (timers += 1), seconds });

/**
 * The member's email verification: its state from the API, sending a link (then the 59 s resend
 * timer), and a fresh read when the page comes back into view, so a link approved in another tab shows.
 */
export function useEmailVerification(custId: string) {
  const [view, setView] = useState<EmailVerificationView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const read = useCallback(
    async (isCurrent: () => boolean) => {
      const result = await fetchEmailVerification(custId).catch(() => null);
      if (!isCurrent()) return;
      if (!result || !result.ok) {
        setView({ status: 'failed', error: result?.error ?? API_ERRORS.GENERIC });
        return;
      }
      const verification = result.data;
      setView((previous) => ({
        status: 'ready',
        verification,
        timer: startTimer(verification.resendInSeconds),
        sending: false,
        sent: previous.status === 'ready' && previous.sent && !verification.verified,
        error: null,
      }));
    },
    [custId],
  );

  useEffect(() => {
    let current = true;
    setView({ status: 'loading' });
    void read(() => current);
    return () => {
      current = false;
    };
  }, [read, attempt]);

  // Back from the emailed link (another tab): read again while not verified.
  const waiting = view.status === 'ready' && !view.verification.verified;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read(() => current);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [waiting, read]);

  const send = useCallback(async () => {
    setView((previous) => (previous.status === 'ready' ? { ...previous, sending: true, error: null } : previous));
    const result = await sendVerificationLink(custId).catch(() => null);
    setView((previous) => {
      if (previous.status !== 'ready') return previous;
      if (result?.ok) {
        return {
          ...previous,
          verification: { ...previous.verification, lastSentAt: Date.now(), resendInSeconds: RESEND_TIMER_SECONDS },
          timer: startTimer(RESEND_TIMER_SECONDS),
          sending: false,
          sent: true,
        };
      }
      const error = result?.error ?? API_ERRORS.GENERIC;
      if (error.code === API_ERRORS.ALREADY_VALIDATED.code)
        return { ...previous, verification: { ...previous.verification, verified: true }, sending: false };
      // Too soon: the server's wait restarts the timer (another tab may have sent one).
      const wait = error.code === API_ERRORS.EMAIL_VERIFICATION_TOO_SOON.code ? error.retryAfter : undefined;
      return {
        ...previous,
        sending: false,
        error,
        ...(wait ? { timer: startTimer(wait) } : {}),
      };
    });
  }, [custId]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { view, send, reload };
}
