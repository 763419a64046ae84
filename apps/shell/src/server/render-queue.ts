import pLimit from 'p-limit';

/**
 * Runs tasks one at a time, in order. A task asked for while `mostWaiting` others already wait is not run: it
 * gets null at once, so that under a rush the queue, and each caller's wait, stays bounded.
 */
export function oneAtATimeOrNone(mostWaiting: number) {
  const oneAtATime = pLimit(1);
  return <T>(task: () => Promise<T>): Promise<T | null> =>
    oneAtATime.pendingCount >= mostWaiting ? Promise.resolve(null) : oneAtATime(task);
}
