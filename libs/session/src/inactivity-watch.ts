import type { TimerHandle, Timers } from './timers';

export interface InactivityWatch {
  /** Starts (or restarts) counting from now. */
  start(): void;
  /** Records activity; ignored while the watch is stopped. */
  touch(): void;
  stop(): void;
  isRunning(): boolean;
}

/**
 * Calls `onInactive` once `timeoutMs` pass without activity. Activity only moves a timestamp, so
 * a stream of pointer events costs no timer churn; the single timer re-arms for the time left.
 */
export function createInactivityWatch(options: {
  timeoutMs: number;
  timers: Timers;
  onInactive: () => void;
}): InactivityWatch {
  const { timeoutMs, timers, onInactive } = options;
  let handle: TimerHandle | null = null;
  let lastActivity = 0;

  function arm(delay: number) {
    handle = timers.setTimeout(check, delay);
  }

  function check() {
    handle = null;
    const idle = timers.now() - lastActivity;
    if (idle >= timeoutMs) onInactive();
    else arm(timeoutMs - idle);
  }

  function stop() {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  }

  return {
    start() {
      stop();
      lastActivity = timers.now();
      arm(timeoutMs);
    },
    touch() {
      if (handle !== null) lastActivity = timers.now();
    },
    stop,
    isRunning: () => handle !== null,
  };
}
