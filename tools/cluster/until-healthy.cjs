// Waits for a health check, for the cluster command and the fault tests alike. CommonJS, so apps/api (compiled
// to CommonJS) requires it as it requires the rest of tools/cluster.
'use strict';

/** Resolves once `url` answers 200; rejects after `timeoutMs`. */
async function untilHealthy(url, timeoutMs, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

module.exports = { untilHealthy };
