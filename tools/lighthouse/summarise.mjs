// Pure helpers of the Lighthouse benchmark: which checkout a command-line target names, medians, the table.
import fs from 'node:fs';
import path from 'node:path';

/** A checkout's root from its path or its dist folder (`/tmp/base` or `/tmp/base/dist`). */
export function checkoutOf(target) {
  const absolute = path.resolve(target);
  if (path.basename(absolute) === 'dist' && !fs.existsSync(path.join(absolute, 'tools'))) return path.dirname(absolute);
  return absolute;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One line per checkout and page: median performance and accessibility scores (0-100), LCP (s), TBT (ms) and
 * CLS, and the range.
 */
export function summarise(results, checkouts, pages) {
  const lines = [];
  for (const checkout of checkouts) {
    lines.push(`  ${checkout}`);
    for (const page of pages) {
      const runs = results.filter((run) => run.checkout === checkout && run.page === page);
      const scores = runs.map((run) => Math.round(run.score * 100));
      const accessibility = runs.map((run) => Math.round((run.accessibility ?? Number.NaN) * 100));
      const lcps = runs.map((run) => run.lcpMs / 1000);
      const tbts = runs.map((run) => Math.round(run.tbtMs));
      const shifts = runs.map((run) => run.cls ?? Number.NaN);
      const range = (values, digits = 0) =>
        `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
      lines.push(
        `    ${page.padEnd(36)} performance ${String(median(scores)).padStart(3)} (${range(scores)})` +
          `   accessibility ${String(median(accessibility)).padStart(3)}` +
          `   LCP ${median(lcps).toFixed(2)} s (${range(lcps, 2)})` +
          `   TBT ${String(Math.round(median(tbts))).padStart(4)} ms (${range(tbts)})` +
          `   CLS ${median(shifts).toFixed(3)} (${range(shifts, 3)})`,
      );
    }
  }
  return lines;
}
