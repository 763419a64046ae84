#!/usr/bin/env node
// Requests per second of the product-list call (GET /v6/product/products/0/1, encrypted envelope, each
// request sealed once as the API accepts it; PGlite and — with BENCH_DATABASE_URL=postgres://… —
// PostgreSQL, there also without the catalogue cache) against a bare fastify route, in the same run, on
// loopback only. Usage:
//   node tools/bench/api-bench.mjs [--seconds 5] [--connections 16] [--max-requests 200000] [--rounds 1]
//     [--only <text>] (only the targets whose label holds the text, beside the bare route: to profile one)
// The issue's uncached p99 is the 'uncached, PostgreSQL' line with --connections 100. BENCH_CPU_PROF=<dir>
// writes a CPU profile of the servers' process there (node --cpu-prof).
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
const rounds = option('rounds', 1);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';

/**
 * An autocannon-like closed loop: `connections` workers on keep-alive sockets, bounded in time and
 * count, each request to the next URL of `urls` (a function answering null when it has none left).
 */
async function load(urls, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = Date.now() + durationMs;
  let done = 0;
  let failed = 0;
  let exhausted = false;
  const latencies = [];
  const once = (target) =>
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
      const url = urls();
      if (url === null) {
        exhausted = true;
        return;
      }
      const target = new URL(url);
      if (target.hostname !== '127.0.0.1') throw new Error(`the bench only calls loopback, not ${target.hostname}`);
      done += 1;
      await once(target);
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
    exhausted,
    perSecond: Math.round(done / elapsed),
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/**
 * The product-list call as the real client seals it, checked by reading one answer through it. The API
 * accepts a sealed request once (its nonce), so the loop sends each sealed URL once: `seal(count)`
 * answers a function giving `count` URLs sealed beforehand, outside the measured time, then null.
 */
async function productList(apiBase) {
  let kept = null;
  const client = createApiClient({
    baseUrl: apiBase,
    buId: () => '97',
    language: () => 'en',
    fetch: (input, init) => {
      if (kept === null || !String(input).includes('/product/products/')) return fetch(input, init);
      kept.push(String(input));
      return Promise.reject(new TypeError('kept for the bench, not sent'));
    },
  });
  const answer = await client.call(getProducts, { categoryId: 0, page: 1 });
  if (!answer.ok || answer.data.products.length !== 12)
    throw new Error(`product list check failed: ${JSON.stringify(answer)}`);
  return async (count) => {
    kept = [];
    while (kept.length < count) await client.call(getProducts, { categoryId: 0, page: 1 });
    const urls = kept;
    kept = null;
    let next = 0;
    return () => (next < urls.length ? urls[next++] : null);
  };
}

/** Sealed requests for the 1 s warm-up; the measured run gets twice what the warm-up's rate needs. */
const WARM_UP_SEALED = 3_000;

const child = fork(fileURLToPath(new URL('./api-bench-servers.ts', import.meta.url)), {
  execArgv: [
    '-r',
    fileURLToPath(new URL('./ts-register.cjs', import.meta.url)),
    // BENCH_CPU_PROF=<dir>: a CPU profile of the servers' process, to see where a request's time goes.
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ],
  // A throwaway card secret for the bench's own servers: production refuses to start without one.
  env: { ...process.env, NODE_ENV: 'production', SHOP_CARD_SECRET: 'api-bench-card-secret-0123456789abcdefgh' },
});
const { urls } = await new Promise((resolve, reject) => {
  child.once('message', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

const bareRoute = async () => () => urls.bare;
const targets = [['bare fastify route', bareRoute]];
const wanted = (label) => label.includes(only);
if (wanted('product list, PGlite')) targets.push(['product list, PGlite', await productList(urls.pglite)]);
if (urls.postgres) {
  if (wanted('product list, PostgreSQL')) targets.push(['product list, PostgreSQL', await productList(urls.postgres)]);
  if (wanted('uncached, PostgreSQL')) targets.push(['uncached, PostgreSQL', await productList(urls.postgresUncached)]);
}

console.log(
  `${connections} connections, ${seconds} s per target (after 1 s warm-up), ` +
    `at most ${maxRequests} requests, Node ${process.version}`,
);
/** The servers' process's CPU time so far (µs): its share of a run, per request, is what the API costs. */
const serversCpu = () =>
  new Promise((resolve) => {
    const answer = (message) => {
      if (typeof message?.cpuMicros !== 'number') return;
      child.off('message', answer);
      resolve(message.cpuMicros);
    };
    child.on('message', answer);
    child.send('cpu');
  });

/** One measured run of a target, printed as it ends. */
async function measure(label, seal) {
  const warmUp = await load(await seal(WARM_UP_SEALED), 1000);
  const needed = Math.min(maxRequests, Math.ceil(warmUp.perSecond * seconds * 2) + 1_000);
  const sealed = await seal(needed);
  const cpuBefore = await serversCpu();
  const from = process.hrtime.bigint() / 1000n;
  const result = await load(sealed, seconds * 1000);
  const serverMicros = (await serversCpu()) - cpuBefore;
  // The measured run's window on the monotonic clock the profile uses (profile-top --from / --to).
  if (process.env.BENCH_CPU_PROF)
    console.log(`  profile window: --from ${from} --to ${process.hrtime.bigint() / 1000n}`);
  console.log(
    `${label.padEnd(28)} ${String(result.perSecond).padStart(7)} req/s  ` +
      `p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
      `server CPU ${Math.round(serverMicros / Math.max(1, result.requests))} µs/request  ` +
      `(${result.requests} requests, ${result.failed} failed` +
      `${result.exhausted ? ', stopped when the sealed requests ran out' : ''})`,
  );
  return result;
}

// With --rounds, the targets take turns, each round against its own bare run: on a shared machine whose
// load moves, the median of the rounds' ratios says more than one run.
const ratios = new Map(targets.slice(1).map(([label]) => [label, []]));
for (let round = 1; round <= rounds; round += 1) {
  if (rounds > 1) console.log(`round ${round} of ${rounds}`);
  const bare = (await measure(...targets[0])).perSecond;
  for (const [label, seal] of targets.slice(1)) ratios.get(label).push((await measure(label, seal)).perSecond / bare);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [label, values] of ratios) {
  const ratio = median(values);
  console.log(
    `${label}: ${(ratio * 100).toFixed(1)} % of the bare route (1 : ${(1 / ratio).toFixed(1)})` +
      `${rounds > 1 ? `, median of ${rounds} rounds` : ''}`,
  );
}
child.send('stop');
