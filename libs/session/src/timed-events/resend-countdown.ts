import { asyncScheduler, map, take, timer, type Observable, type SchedulerLike } from 'rxjs';

/**
 * The resend timers of the two-factor and one-time codes (spec: 59 s): the seconds left, from `seconds`
 * when subscribed down to 0 one second apart, then completes. 0 means a new code may be asked for.
 */
export function resendCountdown(seconds: number, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  const whole = Math.max(0, Math.ceil(seconds));
  return timer(0, 1000, scheduler).pipe(
    take(whole + 1),
    map((tick) => whole - tick),
  );
}

/** The seconds left of a resend timer started at `sentAt` (ms), as the page shows it after a reload. */
export function secondsLeft(sentAt: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000));
}
