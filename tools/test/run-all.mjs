#!/usr/bin/env node
// `npm test`: every check of the workspace in one run, ending with one line "N passed, N failed".
// Steps: formatting (Prettier, line length), lint (module boundaries on), type-check of every project
// (the swc builds do not check types), production build of every app (the browser journeys need it),
// the start-up budget on that build, then jest over every project: unit and integration (the API's suites on
// PGlite, or on the PostgreSQL server TEST_DATABASE_URL names), then the Chromium journeys.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defaultManifest, writeManifest } from '../publish/manifest-file.mjs';
import { distDir, workspaceRoot } from '../shop-apps.mjs';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_TELEMETRY: 'false', NX_DAEMON: 'false', FORCE_COLOR: '0' };
const resultsDir = path.join(workspaceRoot, 'tmp/test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const tally = { passed: 0, failed: 0 };

const startedAt = Date.now();
/** Minutes and seconds since the run started, before each step: where the time goes. */
const elapsed = () => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function run(command, args, extraEnv = {}) {
  console.log(`\n[${elapsed()}] $ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: workspaceRoot, env: { ...env, ...extraEnv }, stdio: 'inherit' }).status === 0;
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, ok) {
  tally[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  return ok;
}

/** The arguments of a jest run that writes its JSON report to tmp/test-results/<name>.json. */
function jestArgs(name, args, workers) {
  const output = path.join(resultsDir, `${name}.json`);
  fs.rmSync(output, { force: true });
  return { output, argv: ['jest', '--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${output}`, ...args] };
}

/** Counts a jest run: every test case counts; a suite that fails to run counts as one failure. */
function tallyJest(name, output) {
  if (!fs.existsSync(output)) return check(`${name} (jest did not report)`, false);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests + brokenSuites;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenSuites} failed`);
}

function jestRun(name, args, { workers = 2, extraEnv = {} } = {}) {
  const { output, argv } = jestArgs(name, args, workers);
  run('npx', argv, extraEnv);
  tallyJest(name, output);
}

// Formatting first: Prettier's check, then no code line over the print width (strings and comments included).
check(
  'formatting (Prettier, no code line over 120 characters)',
  run('npx', ['prettier', '--check', '.']) && run(process.execPath, ['tools/format/check-line-length.mjs']),
);
check(
  'lint (every project, module boundaries on)',
  run('npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static']),
);
check('typecheck (every project)', run(process.execPath, ['tools/test/typecheck.mjs']));
const built = check(
  'production build of the shell and every remote',
  run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']),
);
if (built) writeManifest(defaultManifest(), path.join(distDir, 'remotes.manifest.json'));
// The start-up budget: the home page's JavaScript and each remoteEntry.js, gzip, against tools/size/budget.json.
if (built) check('start-up budget (npm run size)', run(process.execPath, ['tools/size/report-size.mjs']));

jestRun('unit-and-integration', ['--config', 'jest.config.js', '--ignoreProjects', 'e2e']);

// In CI (.ci/run) TEST_DATABASE_URL names a PostgreSQL server: the run above used it for the API's suites, so
// the server database is what CI tests; the journeys' shops run on the
// embedded PGlite, the default of `npm start`, and so do the suites on a machine without TEST_DATABASE_URL.
if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  check('PostgreSQL run (TEST_DATABASE_URL is not set)', false);
}
// Two journey files at a time: each starts its own shop (free ports, its own database) and Chromium, and waits
// on the browser much of the time; one at a time they were over half of the run.
jestRun('browser-journeys', ['--config', 'jest.config.js', '--selectProjects', 'e2e'], { workers: 2 });

console.log(`\n[${elapsed()}] done`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
