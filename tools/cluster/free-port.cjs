// A free loopback port for a throwaway server, for the cluster tests and the benchmarks' proxy alike. CommonJS,
// so apps/api (compiled to CommonJS) requires it as it requires the rest of tools/cluster.
'use strict';
const net = require('node:net');

/** A port nothing listens on right now on 127.0.0.1 (the system's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
