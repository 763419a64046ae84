// Where a process spent its time, from the .cpuprofile Node writes with --cpu-prof: self time per function
// and per package, over the samples of one time window (the measured load, not the start-up).
import fs from 'node:fs';

/** The package of a script: a node_modules package, Node's internals, or the workspace's folder. */
function packageOf(url) {
  if (!url) return '(native, garbage collection, idle)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1];
  const workspace = url.match(/\/(apps\/[^/]+|libs\/[^/]+|dist\/apps\/[^/]+)\//);
  return workspace ? workspace[1] : url;
}

/**
 * @param {string} file     the .cpuprofile
 * @param {number} fromEndMs the window starts this long before the profile's end
 * @param {number} toEndMs   and ends this long before it
 */
export function summariseCpuProfile(file, { fromEndMs, toEndMs }) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const windowStart = profile.endTime - fromEndMs * 1000;
  const windowEnd = profile.endTime - toEndMs * 1000;
  const byFunction = new Map();
  const byPackage = new Map();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < windowStart || time > windowEnd) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') return;
    const where = callFrame.url ? `${callFrame.url.replace(/^.*?\/(node_modules|apps|libs|dist)\//, '$1/')}` : '';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    const pkg = packageOf(callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
    total += delta;
  });
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: total ? micros / total : 0 }));
  return { busyMs: total / 1000, functions: top(byFunction, 12), packages: top(byPackage, 8) };
}
