// Waits for a health check, for the cluster command and the fault tests alike. CommonJS, so apps/api (compiled
// to CommonJS) requires it as it requires the rest of tools/cluster.
'use strict';
const fs = require('node:fs');
const https = require('node:https');

/** Whether `url` answers 200; over HTTPS trusting the certificate `ca` (the proxy's self-signed one). */
function answersOk(url, ca) {
  if (!ca) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', reject);
  });
}

/** Resolves once `url` answers 200; rejects after `timeoutMs`. `ca`: a certificate file to trust (HTTPS). */
async function untilHealthy(url, timeoutMs, intervalMs = 250, ca = undefined) {
  const deadline = Date.now() + timeoutMs;
  const trusted = ca === undefined ? undefined : fs.readFileSync(ca);
  while (Date.now() < deadline) {
    const healthy = await answersOk(url, trusted).catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

module.exports = { untilHealthy };
