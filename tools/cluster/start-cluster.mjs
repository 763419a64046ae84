#!/usr/bin/env node
// `npm run start:cluster`: the shop as it runs in production, on this machine (docs/deploy.md). Debian's
// PostgreSQL on loopback, two or more API replicas (each the shop server of apps/shop-server, started by
// tools/serve/serve-shop.mjs for the sandboxes' redirect), the payment and identity sandboxes once, and
// Debian's nginx in front serving the built files and balancing the rest.
// Options: [--replicas 2] [--port 8080] [--seed-demo] [--dev-mailbox]. It builds first if dist/ has no build.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultManifest, writeManifest } from '../publish/manifest-file.mjs';
import { startIdentitySandbox } from '../serve/identity-sandbox.mjs';
import { startPspSandbox } from '../serve/psp-sandbox.mjs';
import { REMOTES, distDir, manifestPath, workspaceRoot } from '../shop-apps.mjs';
import { startLocalPostgres } from './local-postgres.cjs';
import { nginxConfig } from './nginx-config.cjs';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: process.env.SHOP_REPLICAS ?? '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    // The demo brands' accounts, catalogues and operators (never seeded into a real shop's database).
    'seed-demo': { type: 'boolean', default: false },
    // Development only: the dev mailbox, for loopback clients only (decision 0005 and docs/api.md).
    'dev-mailbox': { type: 'boolean', default: false },
  },
});
const replicaCount = Number(values.replicas);
const port = Number(values.port);
if (!Number.isInteger(replicaCount) || replicaCount < 1) throw new Error('--replicas must be 1 or more');

const clusterDir = path.join(workspaceRoot, '.data', 'cluster');
const runDir = path.join(clusterDir, 'nginx');
fs.mkdirSync(runDir, { recursive: true });
const shopUrl = process.env.SHOP_PUBLIC_URL ?? `http://localhost:${port}`;

if (!fs.existsSync(path.join(distDir, 'apps/api/index.js'))) {
  const env = { ...process.env, NX_NO_CLOUD: 'true', NX_TELEMETRY: 'false', NX_DAEMON: 'false' };
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: workspaceRoot,
    env,
    stdio: 'inherit',
  });
}
if (!fs.existsSync(manifestPath)) writeManifest(defaultManifest());

/** The card secret (docs/deploy.md): from the environment, else one kept for this machine's cluster. */
function cardSecret() {
  if (process.env.SHOP_CARD_SECRET) return process.env.SHOP_CARD_SECRET;
  const file = path.join(clusterDir, 'card-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

const stops = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch((error) => console.error(error));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

try {
  const postgres = await startLocalPostgres({
    dataDir: path.join(clusterDir, 'postgres'),
    port: Number(process.env.SHOP_CLUSTER_PG_PORT ?? 55440),
    database: 'shop',
  });
  stops.push(postgres.stop);
  console.log(`PostgreSQL: ${postgres.url}`);

  // Once for the cluster; the replicas find them through the variables these set (PSP_SANDBOX_URL, ...).
  const sandboxes = [await startPspSandbox({ shopUrl }), await startIdentitySandbox({ shopUrl })];
  stops.push(() => Promise.all(sandboxes.map((sandbox) => sandbox?.close())));

  const replicaEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    SHOP_PUBLIC_URL: shopUrl,
    SHOP_CARD_SECRET: cardSecret(),
    // The proxy is on loopback: a request's client is the address nginx saw (X-Forwarded-For), so the rate
    // limits count each client and the dev mailbox still answers this machine only.
    SHOP_TRUST_PROXY: '127.0.0.1',
    ...(values['seed-demo'] ? { SHOP_SEED_DEMO: '1' } : {}),
  };
  const replicaPorts = Array.from({ length: replicaCount }, (_, index) => port + 1 + index);
  const replicas = replicaPorts.map((replicaPort, index) => replica(index + 1, replicaPort, replicaEnv));
  stops.push(() => Promise.all(replicas.map((one) => one.stop())));
  // The first replica migrates (and seeds) the database alone; the others start once it serves.
  await replicas[0].start();
  await Promise.all(replicas.slice(1).map((one) => one.start()));

  const configFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${port}`,
      replicaPorts,
      distDir,
      remotes: REMOTES,
      runDir,
      mimeTypes: '/etc/nginx/mime.types',
    }),
  );
  stops.push(await startNginx(configFile));
  console.log(
    `The shop is open at ${shopUrl}/ through nginx, on ${replicaCount} replicas (ports ${replicaPorts.join(', ')}); ` +
      'Ctrl+C stops everything.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}

/** A replica: the composed shop server on a loopback port, restarted if it dies while the cluster runs. */
function replica(number, replicaPort, env) {
  let child = null;
  const spawnIt = () => {
    child = spawn(
      process.execPath,
      [
        path.join(workspaceRoot, 'tools/serve/serve-shop.mjs'),
        '--port',
        String(replicaPort),
        ...(values['dev-mailbox'] ? ['--dev-mailbox'] : []),
      ],
      { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => process.stdout.write(prefixed(`[replica ${number}] `, chunk)));
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.log(`[replica ${number}] ended (${signal ?? code}); starting it again`);
      setTimeout(spawnIt, 1000);
    });
  };
  return {
    async start() {
      spawnIt();
      await untilHealthy(`http://127.0.0.1:${replicaPort}/api/health`);
    },
    stop: () =>
      new Promise((resolve) => {
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function prefixed(prefix, chunk) {
  return chunk
    .toString()
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

/** Waits until the replica's health check answers 200 (it migrates and seeds first: a minute at most). */
async function untilHealthy(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** nginx in the foreground with this cluster's configuration; answers its stop function. */
async function startNginx(configFile) {
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const args = ['-c', configFile, '-p', runDir, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'];
  try {
    execFileSync(nginx, ['-t', ...args], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx refused the configuration (apt-get install nginx?): ${error.stderr ?? error.message}`);
  }
  const child = spawn(nginx, args, { stdio: 'inherit' });
  await untilHealthy(`http://127.0.0.1:${port}/api/health`, 30_000);
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGQUIT');
    });
}
