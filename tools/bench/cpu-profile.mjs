// Where a process spent its CPU, from the V8 .cpuprofile Node writes with --cpu-prof: self and total
// (inclusive) time per function and self time per package, over the samples of a time window (the measured
// run, not the start-up). Read by tools/bench/profile-top.mjs and the load test (tools/load).
import { readFileSync } from 'node:fs';

export function readCpuProfile(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The package of a script: a node_modules package, Node's internals, or the workspace's folder. */
function packageOf(url) {
  if (!url) return '(native, garbage collection)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1];
  const workspace = url.match(/\/(dist\/apps\/[^/]+|apps\/[^/]+|libs\/[^/]+)\//);
  return workspace ? workspace[1] : url;
}

function frameName({ functionName, url, lineNumber }) {
  const where = url ? `${url.replace(/^.*\/(apps|libs|node_modules)\//, '$1/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

const IDLE = new Set(['(idle)', '(program)']);

/**
 * @param {object} profile   a .cpuprofile's content
 * @param {object} [window]  fromMicros / toMicros on the profile's own clock (profile.startTime .. endTime)
 * @returns samples counted (idle left out), and [name, share of the samples] lists, largest first: `self` and
 *          `total` per function, `packages` (self time per package)
 */
export function summariseCpuProfile(profile, { fromMicros = -Infinity, toMicros = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const total = new Map();
  const packages = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  let at = profile.startTime;
  let samples = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    const { callFrame } = byId.get(id);
    if (at < fromMicros || at > toMicros || IDLE.has(callFrame.functionName)) return;
    samples += 1;
    add(self, frameName(callFrame));
    add(packages, packageOf(callFrame.url));
    // Inclusive time: each function once per sample, even when it recurses.
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const frame = frameName(byId.get(node).callFrame);
      if (!seen.has(frame)) add(total, frame);
      seen.add(frame);
    }
  });
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([name, count]) => [name, count / samples]);
  return { samples, self: ranked(self), total: ranked(total), packages: ranked(packages) };
}
