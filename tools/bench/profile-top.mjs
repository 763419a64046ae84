#!/usr/bin/env node
// Reads a V8 .cpuprofile (node --cpu-prof) and prints the functions with the most self time and the most
// total (inclusive) time, so a bench's hot path can be read without a browser. Usage:
//   node tools/bench/profile-top.mjs <file.cpuprofile> [--top 25] [--match text] [--from µs]
// --from: only the samples from that monotonic time on (order-bench prints it: the measured run's start).
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const top = Number(option('top', 25));
const match = option('match', '');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const from = Number(option('from', 0));
const selfTicks = new Map();
let at = profile.startTime;
let totalSamples = 0;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index];
  if (at < from) return;
  totalSamples += 1;
  selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
});
const name = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(apps|libs|node_modules)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};

const self = new Map();
const total = new Map();
for (const [id, ticks] of selfTicks) {
  const key = name(byId.get(id));
  self.set(key, (self.get(key) ?? 0) + ticks);
  // Inclusive time: count each function once per sample even when it recurses.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = name(byId.get(at));
    if (seen.has(frame)) continue;
    seen.add(frame);
    total.set(frame, (total.get(frame) ?? 0) + ticks);
  }
}
const percent = (ticks) => `${((100 * ticks) / totalSamples).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`${title} (of ${totalSamples} samples)`);
  [...map]
    .filter(([key]) => key.includes(match))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([key, ticks]) => console.log(`  ${percent(ticks)}  ${key}`));
};
print('Self time', self);
print('Total time', total);
