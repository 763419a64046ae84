import { from, isObservable, of, type Observable } from 'rxjs';

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/** A call's answer as a stream: an observable as it is, a promise when it settles, anything else at once. */
export function answerOf(call: () => unknown): Observable<unknown> {
  const answer = call();
  if (isObservable(answer)) return answer;
  return isPromiseLike(answer) ? from(answer) : of(answer);
}
