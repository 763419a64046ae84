import { asyncScheduler, map, startWith, switchMap, take, timer, type Observable, type SchedulerLike } from 'rxjs';

/**
 * Emits once (then completes) when `timeoutMs` pass without an event of `activity$`, counting from the
 * subscription: each activity starts the count again.
 */
export function inactivityTimeout(
  activity$: Observable<unknown>,
  timeoutMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<void> {
  return activity$.pipe(
    startWith(null),
    switchMap(() => timer(timeoutMs, scheduler)),
    take(1),
    map(() => undefined),
  );
}
