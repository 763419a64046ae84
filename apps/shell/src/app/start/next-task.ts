/**
 * Resolves in a task of its own, so that the browser can paint and answer a tap between two steps of
 * start-up: `scheduler.yield()` where the browser has it (the continuation goes before other waiting
 * tasks), else a message to a channel of its own (timers nested a few deep wait at least 4 ms), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
