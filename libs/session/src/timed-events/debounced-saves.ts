import {
  asyncScheduler,
  catchError,
  concatMap,
  debounceTime,
  defer,
  last,
  map,
  of,
  startWith,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { answerOf } from './answer-of';

export type SaveState = 'saving' | 'saved' | 'failed';

/**
 * Saves `dueMs` after the last change of `changes$` (the server cart: 2 s after the last quantity change)
 * and emits each save's states. Saves never overlap: a change during a save waits for it to end.
 * `save` may answer a promise or an observable.
 */
export function debouncedSaves<T>(
  changes$: Observable<T>,
  save: (latest: T) => unknown,
  dueMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<SaveState> {
  return changes$.pipe(
    debounceTime(dueMs, scheduler),
    concatMap((latest) =>
      defer(() => answerOf(() => save(latest))).pipe(
        last(null, undefined),
        map((): SaveState => 'saved'),
        catchError(() => of<SaveState>('failed')),
        startWith<SaveState>('saving'),
      ),
    ),
  );
}
