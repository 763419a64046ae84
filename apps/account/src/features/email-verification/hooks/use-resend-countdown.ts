import { useEffect, useState } from 'react';
import { resendCountdown } from '@shop/session/timed-events';

/**
 * The seconds left of a resend timer, through the session lib's resend timer stream. It starts again
 * from `seconds` whenever `timerId` changes (a link was sent, or the server named a new wait).
 */
export function useResendCountdown(timerId: number, seconds: number): number {
  const [timer, setTimer] = useState({ timerId, left: seconds });
  // A new timer shows its full wait at once, not after the stream's first tick.
  if (timer.timerId !== timerId) setTimer({ timerId, left: seconds });
  useEffect(() => {
    const subscription = resendCountdown(seconds).subscribe((left) => setTimer({ timerId, left }));
    return () => subscription.unsubscribe();
  }, [timerId, seconds]);
  return timer.timerId === timerId ? timer.left : seconds;
}
