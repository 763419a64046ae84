import type { TimerHandle, Timers } from './timers';

export interface Heartbeat {
  /** Starts (or restarts) beating every interval; the first beat comes one interval from now. */
  start(): void;
  stop(): void;
  isRunning(): boolean;
}

/**
 * Calls `beat` every `intervalMs`. A failed beat is dropped: the next one tries again, and a 401 is
 * the API client's business.
 */
export function createHeartbeat(options: { intervalMs: number; timers: Timers; beat: () => unknown }): Heartbeat {
  const { intervalMs, timers, beat } = options;
  let handle: TimerHandle | null = null;

  function tick() {
    try {
      Promise.resolve(beat()).catch(() => undefined);
    } catch {
      // A beat that throws synchronously is dropped the same way.
    }
  }

  function stop() {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  }

  return {
    start() {
      stop();
      handle = timers.setInterval(tick, intervalMs);
    },
    stop,
    isRunning: () => handle !== null,
  };
}
