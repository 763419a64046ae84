#!/usr/bin/env node
// What a long-lived shop server keeps of the remote releases it has rendered with: the consumer's built folder
// published again and again as new releases (copies under dist/deploys/consumer/, each a new entry in the
// remotes manifest, as tools/publish/publish-remote.mjs points it), `/` rendered after each, and the heap
// printed after full garbage collections. V8 keeps an old release's compiled code while memory is plentiful;
// with a heap limit (--max-old-space-size) the figure shows what the server cannot let go. Needs a build.
// Usage: node --expose-gc [--max-old-space-size=96] tools/bench/release-memory.mjs [--releases 40] [--renders 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultManifestOf, remotesOf } from '../../apps/shop-server/src/remotes.mjs';
import { createShopServer } from '../../apps/shop-server/src/shop-server.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const releases = option('releases', 40);
const rendersPerRelease = option('renders', 3);
if (typeof global.gc !== 'function') throw new Error('run it with node --expose-gc');

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'dist');
const consumerBuild = path.join(dist, 'apps/consumer');
const deploys = path.join(dist, 'deploys/consumer');
const defaultManifest = defaultManifestOf(remotesOf(dist));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-memory-'));
const manifestFile = path.join(workDir, 'remotes.manifest.json');
const label = (release) => `bench-memory-${process.pid}-${release}`;

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** Heap and resident memory after full collections until the heap no longer shrinks (at most 10). */
const settled = () => {
  let before = Infinity;
  for (let round = 0; round < 10 && process.memoryUsage().heapUsed < before; round += 1) {
    before = process.memoryUsage().heapUsed;
    global.gc();
  }
  const { heapUsed, rss, external } = process.memoryUsage();
  return { heapUsed, rss, external };
};

process.env.NODE_ENV = 'production';
process.env.SHOP_CARD_SECRET ??= 'release-memory-card-secret-0123456789abcdef';
fs.writeFileSync(manifestFile, JSON.stringify(defaultManifest));
const app = await createShopServer({ dist, manifestFile, api: { dataDir: 'memory://' } });
const render = async () => {
  const answer = await app.inject({ method: 'GET', url: '/' });
  if (answer.statusCode !== 200 || !answer.body.includes('data-remote="consumer"'))
    throw new Error(`/ was not rendered with the consumer remote (${answer.statusCode})`);
};

try {
  for (let round = 0; round < rendersPerRelease; round += 1) await render();
  const start = settled();
  console.log(`${releases} releases of the consumer remote, / rendered ${rendersPerRelease} times after each`);
  console.log(`before: heap ${mib(start.heapUsed)}, resident ${mib(start.rss)}`);
  for (let release = 1; release <= releases; release += 1) {
    const folder = path.join(deploys, label(release));
    fs.cpSync(consumerBuild, folder, { recursive: true });
    const entry = `/deploys/consumer/${label(release)}/remoteEntry.js`;
    fs.writeFileSync(manifestFile, JSON.stringify({ ...defaultManifest, consumer: entry }));
    for (let round = 0; round < rendersPerRelease; round += 1) await render();
    // The release before the last is no longer named anywhere: a server that lets it go can free it.
    if (release > 1) fs.rmSync(path.join(deploys, label(release - 1)), { recursive: true, force: true });
    if (release === 1 || release % 10 === 0 || release === releases) {
      const now = settled();
      console.log(
        `after ${String(release).padStart(3)}: heap ${mib(now.heapUsed)} (${mib(now.heapUsed - start.heapUsed)} ` +
          `more, ${mib((now.heapUsed - start.heapUsed) / release)} a release), resident ${mib(now.rss)}`,
      );
    }
  }
} finally {
  await app.close();
  for (let release = 1; release <= releases; release += 1)
    fs.rmSync(path.join(deploys, label(release)), { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
}
