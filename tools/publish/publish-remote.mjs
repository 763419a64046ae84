#!/usr/bin/env node
// Ships one remote without touching the shell: builds it alone into dist/deploys/<remote>/<release>/
// and points its entry in dist/remotes.manifest.json there. The running shop picks it up on the
// next page load. Usage: node tools/publish/publish-remote.mjs <remote> [--release <label>] [--manifest <file>]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOYS_URL_PREFIX, distDir, manifestPath, remoteByName, workspaceRoot } from '../shop-apps.mjs';
import { readManifest, writeManifest } from './manifest-file.mjs';

export function publishRemote(remoteName, release, manifestFile = manifestPath) {
  if (!/^[A-Za-z0-9._-]+$/.test(release))
    throw new Error(`Release label "${release}" may hold only letters, digits, dot, dash, underscore.`);
  const remote = remoteByName(remoteName);
  const outputPath = path.join('dist/deploys', remote.dir, release);
  const started = Date.now();
  execFileSync(
    process.execPath,
    [webpackCliPath(), 'build', '--node-env=production', '--env', `outputPath=${outputPath}`],
    {
      cwd: path.join(workspaceRoot, 'apps', remote.dir),
      env: { ...process.env, NODE_ENV: 'production', SHOP_RELEASE: release },
      stdio: 'inherit',
    },
  );
  const buildSeconds = (Date.now() - started) / 1000;
  const entry = `${DEPLOYS_URL_PREFIX}/${remote.dir}/${release}/remoteEntry.js`;
  if (!fs.existsSync(path.join(workspaceRoot, outputPath, 'remoteEntry.js')))
    throw new Error(`The build did not produce ${entry}`);
  fs.mkdirSync(distDir, { recursive: true });
  writeManifest({ ...readManifest(manifestFile), [remote.name]: entry }, manifestFile);
  return { entry, buildSeconds };
}

function webpackCliPath() {
  return path.join(workspaceRoot, 'node_modules/webpack-cli/bin/cli.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { release: { type: 'string' }, manifest: { type: 'string' } },
  });
  const [remoteName] = positionals;
  if (!remoteName) {
    console.error('Usage: node tools/publish/publish-remote.mjs <remote> [--release <label>] [--manifest <file>]');
    process.exit(2);
  }
  const release = values.release ?? new Date().toISOString().replace(/[:.]/g, '-');
  const { entry, buildSeconds } = publishRemote(remoteName, release, values.manifest ?? manifestPath);
  console.log(`${remoteName} ${release} built in ${buildSeconds.toFixed(1)} s; manifest now points at ${entry}`);
}
