// Starts the composed shop (apps/shop-server, through tools/serve) from the production build on a free
// loopback port, with a throwaway database and every remote served beside the shell, as the journeys do.
// `root` may name another checkout of this repository (a git worktree of an older commit, with its own
// build in <root>/dist): its own server and manifest are used, so the benchmarks can compare builds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from '../shop-apps.mjs';

/** Resolves to { url, stop() } once the server says it is open. */
export async function startShop({ root = workspaceRoot, timeoutMs = 60_000 } = {}) {
  const { defaultManifest, writeManifest } = await import(
    pathToFileURL(path.join(root, 'tools/publish/manifest-file.mjs')).href
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-size-'));
  const manifestFile = path.join(dir, 'remotes.manifest.json');
  writeManifest(defaultManifest(), manifestFile);
  const child = spawn(
    process.execPath,
    ['tools/serve/serve-shop.mjs', '--port', '0', '--manifest', manifestFile, '--data-dir', 'memory://'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise((resolve) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const url = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`The shop server did not start:\n${output}`)), timeoutMs);
      const read = (chunk) => {
        output += chunk.toString();
        const match = output.match(/open at (http:\/\/\S+?)\/ /);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The shop server exited (${code}):\n${output}`));
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
