#!/usr/bin/env node
// Type-checks every project with its own tsconfig (the builds use swc, which strips types without
// checking them). Two at a time; prints each project's errors and exits 1 if any project has one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../shop-apps.mjs';

const tsc = path.join(workspaceRoot, 'node_modules/typescript/bin/tsc');
const projects = ['apps', 'libs', 'tools']
  .flatMap((group) => fs.readdirSync(path.join(workspaceRoot, group)).map((name) => `${group}/${name}`))
  .filter((dir) => fs.existsSync(path.join(workspaceRoot, dir, 'tsconfig.json')))
  .sort();

function typecheck(dir) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '-p', path.join(dir, 'tsconfig.json'), '--noEmit', '--pretty', 'false'],
      { cwd: workspaceRoot },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ dir, ok: code === 0, output }));
  });
}

const queue = [...projects];
const failed = [];
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const result = await typecheck(dir);
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${dir}`);
    if (!result.ok) {
      failed.push(dir);
      console.log(result.output.trim());
    }
  }
}
await Promise.all([worker(), worker()]);
console.log(`typecheck: ${projects.length - failed.length} of ${projects.length} projects clean`);
process.exit(failed.length ? 1 : 0);
