// Part of the page's inline script (tools/webpack/inline-head-script.js puts it, compiled, in the shell's <head>).
//
// The shell's main script starts once the page has shown its content, not before. A server-rendered page is
// readable from its HTML; the start-up scripts then take a phone some 600-800 ms to run (the federation runtime,
// React). As a deferred script, main.js ran as soon as the page was parsed, and when it was already there (a
// returning visitor, a fast network) the page's first paint waited for it. It is fetched from the start as
// before (a preload, `link[data-shop-main]`), and run right after the page's first contentful paint: the page
// shows a frame or more earlier and is alive at about the same time (decision 0073). The other preloaded
// start-up chunks are started just before it (decision 0078).
// A script, not a module: it must stand alone in the page, so it imports nothing.

(() => {
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    const main = document.querySelector<HTMLLinkElement>('link[data-shop-main]');
    if (!main) return;
    // The preloaded start-up chunks run first, each a task of its own that only registers its modules: main.js
    // then finds them installed instead of adding a script element per chunk in one long task of its own.
    // Each is added by the URL the page wrote, the one webpack builds from its public path: when main.js needs
    // a chunk still downloading, webpack finds this element and waits for it. With another URL it added a
    // second element, and the chunk ran twice, compiled the second time on the main thread (React DOM's: 20-45
    // ms). A chunk that failed is taken away, so that webpack loads it itself, and tries it again (decision 0082).
    for (const chunk of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')) {
      if (chunk === main) continue;
      const script = document.createElement('script');
      script.src = chunk.getAttribute('href') ?? chunk.href;
      script.onerror = () => script.remove();
      document.head.append(script);
    }
    const script = document.createElement('script');
    script.src = main.href;
    document.head.append(script);
  };

  // A page parsed while hidden (a tab opened in the background, a prerender) paints nothing until shown: it
  // starts once parsed, as a deferred script would. So does a browser that does not report its paints.
  const paintsReported =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const whenParsed = (run: () => void) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', run, { once: true }) : run();
  if (!paintsReported || document.visibilityState !== 'visible') {
    whenParsed(start);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Hidden before it painted: no paint comes until it is shown, and the page would start only then.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && whenParsed(start));
  // Nothing contentful a second after it was parsed (a page whose content is all scripts): it starts anyway.
  whenParsed(() => setTimeout(start, 1000));
})();
