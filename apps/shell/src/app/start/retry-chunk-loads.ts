/**
 * Webpack's script loader, as its runtime keeps it (`__webpack_require__.l`): loads `url`, then calls `done`
 * with the script's `load` or `error` event (or a `timeout` one after two minutes).
 */
export type LoadScript = (
  url: string,
  done: (event?: { type: string }) => void,
  key?: string,
  chunkId?: unknown,
) => void;

/** Waits before each new try of a chunk, as before a remote's entry: a blip in the network passes. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [200, 600];

/**
 * Makes webpack try a chunk's script again when it fails to arrive, once per delay, before the chunk's load
 * fails. Without it, one start-up chunk lost on a phone's network left the page as the server sent it, never
 * started: the federation runtime keeps a shared library's failed load, so trying the start again later does
 * not help (decision 0082). Only network failures are tried again: a script that arrived and ran is not.
 */
export function retryChunkLoads(runtime: { l: LoadScript }, delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS): void {
  const load = runtime.l;
  runtime.l = (url, done, key, chunkId) => {
    let tries = 0;
    const tryLoad = () =>
      load(
        url,
        (event) => {
          if (event?.type !== 'error' || tries >= delaysMs.length) return done(event);
          // Webpack has taken the failed script element away, so the next try adds a new one.
          setTimeout(tryLoad, delaysMs[tries]);
          tries += 1;
        },
        key,
        chunkId,
      );
    tryLoad();
  };
}
