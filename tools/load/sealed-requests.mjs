// Requests sealed beforehand, outside the measured time, for the load tool (autocannon) to send. The API
// accepts a sealed request once (its nonce), so each is sent once: a pool of them per endpoint.
import { newVisitor } from './virtual-clients.mjs';

/** What autocannon sends: method, path (from the shop's origin), headers and body. */
function requestOf(url, init) {
  const { pathname, search } = new URL(url);
  const headers = Object.fromEntries(init.headers.entries());
  return { method: init.method ?? 'GET', path: `${pathname}${search}`, headers, body: init.body ?? undefined };
}

/**
 * `count` requests sealed by `visitors` new visitors in turn (each negotiates its key once). `call(visitor)`
 * makes the call with the visitor's client; the request whose path `matches` is kept instead of sent (the
 * client sees a network failure). The first call is sent, and must succeed: a broken endpoint stops the run
 * before anything is measured.
 */
export async function sealRequests(apiBase, { label, matches, count, visitors = 16, buId = '97', call }) {
  const kept = [];
  let keeping = false;
  const intercept = (url, init) => {
    if (!keeping || !matches(new URL(url).pathname)) return null;
    kept.push(requestOf(url, init));
    return Promise.reject(new TypeError('kept for the load test, not sent'));
  };
  const pool = Array.from({ length: Math.min(visitors, count) }, () => newVisitor(apiBase, { buId, intercept }));
  const first = await call(pool[0]);
  if (!first.ok) throw new Error(`${label} answered ${JSON.stringify(first.error)}`);
  keeping = true;
  for (let index = 1; kept.length < count; index += 1) await call(pool[index % pool.length]);
  keeping = false;
  return kept;
}
