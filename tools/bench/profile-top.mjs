#!/usr/bin/env node
// Reads a V8 .cpuprofile (node --cpu-prof) and prints the functions with the most self time and the most
// total (inclusive) time, so a bench's hot path can be read without a browser. Usage:
//   node tools/bench/profile-top.mjs <file.cpuprofile> [--top 25] [--match text] [--from µs] [--to µs]
// --from / --to: only the samples between those monotonic times (order-bench prints --from, api-bench both).
import { readCpuProfile, summariseCpuProfile } from './cpu-profile.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const top = Number(option('top', 25));
const match = option('match', '');
const summary = summariseCpuProfile(readCpuProfile(process.argv[2]), {
  fromMicros: Number(option('from', 0)),
  toMicros: Number(option('to', Infinity)),
});
const print = (title, ranked) => {
  console.log(`${title} (of ${summary.samples} samples)`);
  ranked
    .filter(([name]) => name.includes(match))
    .slice(0, top)
    .forEach(([name, share]) => console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${name}`));
};
print('Self time', summary.self);
print('Total time', summary.total);
