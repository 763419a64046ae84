#!/usr/bin/env node
// Reports gzip sizes from the production build (run `npm run build` first):
// the shell's initial JavaScript (the scripts its index.html loads), all of the shell's chunks,
// and each remote's entry (remoteEntry.js) with the total of its chunks.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTES, distDir } from '../shop-apps.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const jsFiles = (dir) => fs.readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => path.join(dir, name));
const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);

const shellDir = path.join(distDir, 'apps/shell');
if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
  console.error('No production build in dist/apps: run "npm run build" first.');
  process.exit(1);
}
const html = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
const initialScripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((match) => path.join(shellDir, match[1]));

const rows = [
  ['shell initial JS (index.html scripts)', sum(initialScripts)],
  ['shell, all chunks', sum(jsFiles(shellDir))],
  ...REMOTES.flatMap(({ dir }) => {
    const remoteDir = path.join(distDir, 'apps', dir);
    return [
      [`${dir} remoteEntry.js`, gzipSize(path.join(remoteDir, 'remoteEntry.js'))],
      [`${dir}, all chunks`, sum(jsFiles(remoteDir))],
    ];
  }),
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log('gzip sizes (level 9) of the production build');
for (const [name, bytes] of rows) console.log(`${name.padEnd(width)}  ${kib(bytes).padStart(10)}`);
