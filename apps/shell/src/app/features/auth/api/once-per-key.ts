/**
 * Runs a call once per key for the page's lifetime and shares its promise: an emailed link's token
 * is single use, and React may run a mount effect twice in development.
 */
export function oncePerKey<T>() {
  const calls = new Map<string, Promise<T>>();
  return (key: string, call: () => Promise<T>): Promise<T> => {
    let running = calls.get(key);
    if (!running) {
      running = call();
      calls.set(key, running);
    }
    return running;
  };
}
