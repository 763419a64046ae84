// Init scripts the page benches add to a page (Playwright's addInitScript): what its main thread went through.

/** Records every long task of the page from its first script on (the observer sees buffered entries too). */
export function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Notes when every element of the page's root is React's (`__reactFiber$…`, set as React hydrates an element):
 * the parts inside Suspense boundaries are hydrated in passes of their own after the root's commit. Polled from
 * the shell's mark on only, so the load until then is measured as it is.
 */
export function recordAlive() {
  const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const check = () => {
    if ([...document.querySelectorAll('#root *')].every(owned)) window.__aliveAt = performance.now();
    else setTimeout(check, 10);
  };
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'shop-hydrated')) return;
    observer.disconnect();
    check();
  }).observe({ type: 'mark', buffered: true });
}
