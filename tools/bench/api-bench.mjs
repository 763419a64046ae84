#!/usr/bin/env node
// Requests per second of the product-list call (GET /v6/product/products/0/1, encrypted envelope,
// PGlite and — with BENCH_DATABASE_URL=postgres://… — PostgreSQL) against a bare fastify route,
// in the same run, on loopback only. Usage:
//   node tools/bench/api-bench.mjs [--seconds 5] [--connections 16] [--max-requests 200000]
import { fork } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./ts-register.cjs');
const { createApiClient } = require('../../libs/api-client/src/index.ts');
const { getProducts } = require('../../libs/contracts/src/index.ts');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const seconds = option('seconds', 5);
const connections = option('connections', 16);
const maxRequests = option('max-requests', 200_000);

/** An autocannon-like closed loop: `connections` workers on keep-alive sockets, bounded in time and count. */
async function load(url, durationMs) {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error(`the bench only calls loopback, not ${target.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = Date.now() + durationMs;
  let done = 0;
  let failed = 0;
  const latencies = [];
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(target, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode !== 200) failed += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (Date.now() < end && done < maxRequests) {
      done += 1;
      await once();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: done,
    failed,
    perSecond: Math.round(done / elapsed),
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** The sealed product-list URL the real client sends (checked by reading one answer through it). */
async function productListUrl(apiBase) {
  let captured = null;
  const client = createApiClient({
    baseUrl: apiBase,
    buId: () => '97',
    language: () => 'en',
    fetch: (input, init) => {
      if (String(input).includes('/product/products/')) captured = String(input);
      return fetch(input, init);
    },
  });
  const answer = await client.call(getProducts, { categoryId: 0, page: 1 });
  if (!answer.ok || answer.data.products.length !== 12)
    throw new Error(`product list check failed: ${JSON.stringify(answer)}`);
  return captured;
}

const child = fork(fileURLToPath(new URL('./api-bench-servers.ts', import.meta.url)), {
  execArgv: ['-r', fileURLToPath(new URL('./ts-register.cjs', import.meta.url))],
  env: { ...process.env, NODE_ENV: 'production' },
});
const { urls } = await new Promise((resolve, reject) => {
  child.once('message', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

const targets = [['bare fastify route', urls.bare]];
targets.push(['product list, PGlite', await productListUrl(urls.pglite)]);
if (urls.postgres) targets.push(['product list, PostgreSQL', await productListUrl(urls.postgres)]);

console.log(
  `${connections} connections, ${seconds} s per target (after 1 s warm-up), ` +
    `at most ${maxRequests} requests, Node ${process.version}`,
);
const results = [];
for (const [label, url] of targets) {
  await load(url, 1000);
  const result = await load(url, seconds * 1000);
  results.push([label, result]);
  console.log(
    `${label.padEnd(28)} ${String(result.perSecond).padStart(7)} req/s  ` +
      `p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
      `(${result.requests} requests, ${result.failed} failed)`,
  );
}
const bare = results[0][1].perSecond;
for (const [label, result] of results.slice(1)) {
  console.log(
    `${label}: ${((result.perSecond / bare) * 100).toFixed(1)} % of the bare route ` +
      `(1 : ${(bare / result.perSecond).toFixed(1)})`,
  );
}
child.send('stop');
