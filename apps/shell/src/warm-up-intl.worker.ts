// A worker the page's inline script starts (apps/shell/src/warm-up-intl.ts): published as /warm-up-intl.js by
// tools/webpack/worker-script.js. A script, not a module: it imports nothing.
//
// A browser's first number or date format loads the locale data of its Intl support, once per page process:
// 50-100 ms on this machine's Chromium, a phone's CPU some 4 times that, inside whichever task formats first
// (the page's prices while it hydrates). Made here first, on the worker's own thread, the page's first format
// takes under a millisecond (decision 0076). Any locale and options will do: what is loaded is shared.
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
close();
