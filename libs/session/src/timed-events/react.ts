import { useEffect, useState } from 'react';
import { resendCountdown } from './resend-countdown';

/**
 * The seconds left of a resend timer (a one-time code, a verification link), through the resend timer
 * stream. It starts again from `seconds` whenever `timerId` changes (something was sent, or the server named
 * a new wait), and shows the full wait in that same render: the stream's first value comes a tick later, and
 * a resend button must not be clickable meanwhile. 0: it may be sent again.
 */
export function useResendCountdown(timerId: number, seconds: number): number {
  const [timer, setTimer] = useState({ timerId, left: seconds });
  if (timer.timerId !== timerId) setTimer({ timerId, left: seconds });
  useEffect(() => {
    const subscription = resendCountdown(seconds).subscribe((left) => setTimer({ timerId, left }));
    return () => subscription.unsubscribe();
  }, [timerId, seconds]);
  return timer.timerId === timerId ? timer.left : seconds;
}
