import { loadShare } from '@module-federation/enhanced/runtime';
import { nextTask } from './app/start/next-task';
import { type LoadScript, retryChunkLoads } from './app/start/retry-chunk-loads';
import { SHARED_AT_START } from './app/start/shared-at-start';
import { showStartFailedNotice } from './app/start/start-failed-notice';

// The shared libraries the start needs run one per task before the bootstrap (decision 0079). Run as the
// bootstrap's imports, all of them ran in the one task that took main.js, some 300 ms of a phone's main
// thread (on a CPU slowed 4x) during which the page could neither paint nor answer. The federation runtime
// gives each one's modules (the shell's own copy, already preloaded) and runs them once: the bootstrap's
// imports then find them run.

// Webpack's runtime, which it gives the module under this name.
declare const __webpack_require__: { l: LoadScript };

// Before any chunk is asked for: a start-up chunk lost on the way is fetched again (decision 0082).
retryChunkLoads(__webpack_require__);

async function runShared(name: string) {
  try {
    const modules = await loadShare(name);
    if (modules) modules();
  } catch {
    // Left to the bootstrap, whose own imports of it fail the same way.
  }
}

async function start() {
  for (const name of SHARED_AT_START) {
    await nextTask();
    await runShared(name);
  }
  await nextTask();
  // Asynchronous boundary: lets the federation runtime negotiate shared singletons before React loads.
  await import('./bootstrap');
}

start().catch((error: unknown) => {
  console.error('The shop could not start', error);
  showStartFailedNotice();
});
