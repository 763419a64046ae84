// Part of the page's inline script (tools/webpack/inline-head-script.js puts it, compiled, in the shell's <head>).
//
// Starts the worker that loads the browser's number and date formats (./warm-up-intl.worker.ts) on a thread of
// its own while the page is parsed, so that the page's first price, formatted while the shell takes the page
// over, does not pay for it on the main thread (decision 0076). A browser without workers just pays it there.
// A script, not a module: it must stand alone in the page, so it imports nothing.

(() => {
  if (typeof Worker !== 'function') return;
  try {
    new Worker('/warm-up-intl.js');
  } catch {
    // Refused (a policy, a private mode): the first format is made on the main thread, as before.
  }
})();
