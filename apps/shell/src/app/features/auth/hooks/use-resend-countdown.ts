import { useEffect, useState } from 'react';
import { resendCountdown } from '@shop/session/timed-events';

/**
 * The seconds before a new code may be asked for, counting down from `seconds` each time `sentAt`
 * changes (a code was sent), through the session lib's resend timer stream. 0: a new code may be asked.
 */
export function useResendCountdown(sentAt: number, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  const [countingFrom, setCountingFrom] = useState(sentAt);
  // A new code restarts the timer in the same render: the stream's first value comes a tick later,
  // and the resend button must not be clickable meanwhile.
  if (countingFrom !== sentAt) {
    setCountingFrom(sentAt);
    setLeft(seconds);
  }
  useEffect(() => {
    const subscription = resendCountdown(seconds).subscribe(setLeft);
    return () => subscription.unsubscribe();
  }, [sentAt, seconds]);
  return left;
}
