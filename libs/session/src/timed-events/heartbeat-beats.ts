import {
  asyncScheduler,
  catchError,
  defer,
  exhaustMap,
  interval,
  last,
  map,
  of,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { answerOf } from './answer-of';

export type BeatOutcome = 'ok' | 'failed';

/**
 * Calls `beat` every `intervalMs` (the first one interval after subscribing) and emits how each went.
 * A beat still waiting for its answer is not doubled; a failed beat is dropped (the next one tries again,
 * and a 401 is the API client's business).
 */
export function heartbeatBeats(
  intervalMs: number,
  beat: () => unknown,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<BeatOutcome> {
  return interval(intervalMs, scheduler).pipe(
    exhaustMap(() =>
      defer(() => answerOf(beat)).pipe(
        last(null, undefined),
        map((): BeatOutcome => 'ok'),
        catchError(() => of<BeatOutcome>('failed')),
      ),
    ),
  );
}
