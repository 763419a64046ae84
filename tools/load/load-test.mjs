#!/usr/bin/env node
// The load test of the production topology (docs/deploy.md, docs/performance.md): for each replica count, a
// fresh cluster (PostgreSQL, the replicas, nginx; tools/cluster) with the demo brands, then a mix at once for
// the same time: browsing (the home page, a unit's home and a card's page, and the catalogue calls they make),
// sign-in, and guests' checkouts through the payment sandbox's page. It prints per endpoint the requests per
// second, p50/p95/p99 and errors, and the orders completed per second. Bounded in time and requests.
//   node tools/load/load-test.mjs [--seconds 20] [--replicas 1,2] [--connections 4] [--guests 8]
//                                 [--max-requests 20000] [--profile]
// --profile: afterwards, one replica under Node's CPU profiler, loaded with the slowest endpoint alone.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';
import { ensureBuild, startCluster } from '../cluster/cluster.mjs';
import { readCpuProfile, summariseCpuProfile } from '../bench/cpu-profile.mjs';
import { runGuestCheckouts } from './guest-checkout.mjs';
import { sealRequests } from './sealed-requests.mjs';

const require = createRequire(import.meta.url);
const {
  getCategories,
  getProductDetail,
  getProducts,
  login,
  CAPTCHA_TEST_TOKEN_PATH,
} = require('../../libs/contracts/src/index.ts');

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    replicas: { type: 'string', default: '1,2' },
    connections: { type: 'string', default: '4' },
    guests: { type: 'string', default: '8' },
    'max-requests': { type: 'string', default: '20000' },
    profile: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const guests = Number(values.guests);
const maxRequests = Number(values['max-requests']);
const PORT = 18080;
const POSTGRES_PORT = 55450;
/** The demo account of unit 97 (tools/seed/accounts.json) and the card its pages show. */
const ACCOUNT = { account: 'layla.haddad@example.com', password: 'GiftShop-Demo1' };
const ITEM_CODE = 'MJ-GROCERY-D';
const CAPTCHA_SITE_KEY = '0x4AAAAAAA-demo-97';

/** The pages a visitor opens (the shell's page with the unit's start-up data, from a replica). */
const PAGES = [
  ['page /', '/'],
  ['page /250/', '/250/'],
  ['page card detail', `/buying-friend?itemCode=${ITEM_CODE}`],
];

/** A test captcha token for a visitor, as the widget fetches it. */
async function captchaToken(apiBase, visitor) {
  const url = `${apiBase}${CAPTCHA_TEST_TOKEN_PATH}?siteKey=${encodeURIComponent(CAPTCHA_SITE_KEY)}`;
  const response = await fetch(url, { headers: { 'x-forwarded-for': visitor.address } });
  if (!response.ok) throw new Error(`captcha token: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** The sealed calls, `count` of each (untimed): the catalogue calls of the pages above, and sign-in. */
async function sealAll(apiBase, count) {
  const calls = [
    ['getCategories', (p) => p.endsWith('/product/category'), (v) => v.client.call(getCategories, {})],
    [
      'getProducts',
      (p) => p.includes('/product/products/'),
      (v) => v.client.call(getProducts, { categoryId: 0, page: 1 }),
    ],
    [
      'getProductDetail',
      (p) => p.includes('/product/detail/'),
      (v) => v.client.call(getProductDetail, { itemCode: ITEM_CODE }),
    ],
  ];
  const sealed = {};
  for (const [label, matches, call] of calls) {
    sealed[label] = await sealRequests(apiBase, { label, matches, count, call });
  }
  // Sign-in: each from a visitor of its own, with its captcha token, as separate shoppers sign in.
  const logins = Math.min(count, 2_000);
  sealed.login = await sealRequests(apiBase, {
    label: 'login',
    matches: (p) => p.endsWith('/login'),
    count: logins,
    visitors: logins,
    call: async (visitor) =>
      visitor.client.call(login, { ...ACCOUNT, captchaToken: await captchaToken(apiBase, visitor) }),
  });
  return sealed;
}

function newHistogram() {
  return hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000, numberOfSignificantValueDigits: 3 });
}

/**
 * One endpoint's load: autocannon on `connections` connections, each request the next of `requests` (over
 * and over when `repeat`). autocannon prepares each connection's next request before it is sent, so a pool
 * of sealed requests (each sent once) keeps two per connection in reserve and stops when the rest is spent.
 */
function loadEndpoint(url, { requests, repeat = false, histogram }) {
  let next = 0;
  const sendable = repeat ? 0 : requests.length - 2 * connections;
  if (!repeat && sendable < connections) throw new Error(`too few sealed requests (${requests.length})`);
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    ...(repeat ? {} : { maxOverallRequests: sendable }),
    requests: [
      {
        setupRequest: (request) => {
          const one = requests[repeat ? next % requests.length : next];
          next += 1;
          return one && { ...request, ...one, headers: { ...request.headers, ...one.headers } };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => histogram.recordValue(Math.max(1, responseTime)));
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => resolve({ ...result, spent: !repeat && result.requests.total >= sendable }));
    instance.on('error', reject);
  });
}

/** The mix at once for `seconds`; answers a row per endpoint and the orders completed. */
async function runMix(cluster, sealed) {
  const apiBase = `${cluster.url}/api`;
  const rows = [];
  const started = performance.now();
  const end = Date.now() + seconds * 1000;
  const autocannonRuns = [
    ...PAGES.map(([label, pagePath]) => [label, [{ method: 'GET', path: pagePath }], true]),
    ...Object.entries(sealed).map(([label, requests]) => [label, requests, false]),
  ].map(async ([label, requests, repeat]) => {
    const histogram = newHistogram();
    const result = await loadEndpoint(cluster.url, { requests, repeat, histogram });
    const errors = result.errors + result.timeouts + result.non2xx;
    const note = result.spent ? ' (its sealed requests spent before the end)' : '';
    rows.push({ label, requests: result.requests.total, elapsed: result.duration, errors, histogram, note });
  });
  const stepHistograms = new Map();
  const stepErrors = new Map();
  const checkouts = runGuestCheckouts(apiBase, {
    guests,
    until: () => Date.now() < end,
    record: (step, ms, ok) => {
      if (!stepHistograms.has(step)) stepHistograms.set(step, newHistogram());
      stepHistograms.get(step).recordValue(Math.max(1, Math.round(ms)));
      if (!ok) stepErrors.set(step, (stepErrors.get(step) ?? 0) + 1);
    },
  });
  const [{ completed, failures }] = await Promise.all([checkouts, ...autocannonRuns]);
  const elapsed = (performance.now() - started) / 1000;
  for (const [step, histogram] of stepHistograms) {
    rows.push({
      label: `checkout ${step}`,
      requests: histogram.totalCount,
      elapsed,
      errors: stepErrors.get(step) ?? 0,
      histogram,
    });
  }
  return { rows, completed, failures, elapsed };
}

const LABEL_WIDTH = 52;

function printRows(rows) {
  const heading = ['req/s', 'p50', 'p95', 'p99'].map((name) => name.padStart(7)).join(' ');
  console.log(`${'endpoint'.padEnd(LABEL_WIDTH)} ${heading}  errors`);
  for (const row of rows) {
    const at = (percentile) => `${row.histogram.getValueAtPercentile(percentile)}`.padStart(5);
    const perSecond = (row.requests / row.elapsed).toFixed(1).padStart(7);
    console.log(
      `${row.label.padEnd(LABEL_WIDTH)} ${perSecond} ${at(50)} ms ${at(95)} ms ${at(99)} ms  ` +
        `${row.errors} of ${row.requests}${row.note ?? ''}`,
    );
  }
}

function clusterDirFor(label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-load-${label}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Ctrl+C stops the cluster running, also while it starts. */
let stopRunning = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void Promise.resolve(stopRunning?.()).then(() => process.exit(1)));
}

async function withCluster(replicas, options, work) {
  const clusterDir = clusterDirFor(`${replicas}r`);
  const log = [];
  const cluster = await startCluster({
    clusterDir,
    replicas,
    port: PORT,
    postgresPort: POSTGRES_PORT,
    seedDemo: true,
    ephemeralSandboxes: true,
    log: (line) => log.push(line),
    onStarting: (stop) => {
      stopRunning = stop;
    },
    ...options,
  });
  try {
    return await work(cluster, clusterDir);
  } finally {
    await cluster.stop();
    if (log.some((line) => /error/i.test(line)))
      console.log(
        log
          .filter((line) => /error/i.test(line))
          .slice(0, 5)
          .join('\n'),
      );
    fs.rmSync(clusterDir, { recursive: true, force: true });
  }
}

ensureBuild();
console.log(
  `Load test: ${seconds} s per run; ${connections} connections per endpoint, ${guests} guests buying at once; ` +
    `Node ${process.version}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
let slowest = null;
for (const replicas of values.replicas.split(',').map(Number)) {
  await withCluster(replicas, {}, async (cluster) => {
    const sealed = await sealAll(`${cluster.url}/api`, Math.ceil(maxRequests / 4));
    const { rows, completed, failures, elapsed } = await runMix(cluster, sealed);
    console.log(`\n${replicas} replica${replicas > 1 ? 's' : ''} behind nginx (PostgreSQL on loopback):`);
    printRows(rows);
    const failed = [...failures].map(([reason, count]) => `${count} × ${reason}`).join('; ');
    console.log(
      `orders completed: ${completed.length} in ${elapsed.toFixed(1)} s = ${(completed.length / elapsed).toFixed(1)} ` +
        `orders/s${failed ? `; failed: ${failed}` : ''}`,
    );
    if (replicas === 1)
      slowest = rows.reduce((a, b) =>
        b.histogram.getValueAtPercentile(50) > a.histogram.getValueAtPercentile(50) ? b : a,
      );
  });
}

if (values.profile && slowest) {
  console.log(`\nProfile of the slowest endpoint by p50 (${slowest.label}), one replica under --cpu-prof:`);
  await profileEndpoint(slowest.label);
}

async function profileEndpoint(label) {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-profile-'));
  let loadStart = 0;
  let loadEnd = 0;
  await withCluster(1, { replicaNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }, async (cluster) => {
    const apiBase = `${cluster.url}/api`;
    if (label.startsWith('checkout')) {
      loadStart = Date.now();
      const end = loadStart + seconds * 1000;
      await runGuestCheckouts(apiBase, { guests, until: () => Date.now() < end });
    } else {
      const sealed = label.startsWith('page') ? null : (await sealAll(apiBase, Math.ceil(maxRequests / 4)))[label];
      const requests = sealed ?? [{ method: 'GET', path: PAGES.find(([name]) => name === label)[1] }];
      loadStart = Date.now();
      await loadEndpoint(cluster.url, { requests, repeat: !sealed, histogram: newHistogram() });
    }
    loadEnd = Date.now();
  });
  const stopped = Date.now();
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const profile = readCpuProfile(path.join(profileDir, file));
  // The profile ends when the replica stops: the load's window is counted back from there.
  const summary = summariseCpuProfile(profile, {
    fromMicros: profile.endTime - (stopped - loadStart) * 1000,
    toMicros: profile.endTime - (stopped - loadEnd) * 1000,
  });
  const seconds = ((loadEnd - loadStart) / 1000).toFixed(1);
  const rows = (ranked, count) =>
    ranked
      .slice(0, count)
      .forEach(([name, share]) => console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${name}`));
  console.log(`${summary.samples} busy samples in ${seconds} s; self time by package:`);
  rows(summary.packages, 8);
  console.log('self time by function:');
  rows(summary.self, 12);
  console.log('total time by function (what the request path calls):');
  rows(summary.total, 12);
  fs.rmSync(profileDir, { recursive: true, force: true });
}
