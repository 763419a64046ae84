// The production topology on this machine (docs/deploy.md): Debian's PostgreSQL on loopback, N replicas of
// the shop server (apps/shop-server, started by tools/serve/serve-shop.mjs for the sandboxes' redirect), the
// payment and identity sandboxes once, and Debian's nginx in front serving the built files and balancing the
// rest. Used by `npm run start:cluster` and the load test (tools/load).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultManifest, writeManifest } from '../publish/manifest-file.mjs';
import { startIdentitySandbox } from '../serve/identity-sandbox.mjs';
import { startPspSandbox } from '../serve/psp-sandbox.mjs';
import { REMOTES, buildAllApps, distDir, manifestPath, workspaceRoot } from '../shop-apps.mjs';
import { startLocalPostgres } from './local-postgres.cjs';
import { nginxConfig } from './nginx-config.cjs';
import { selfSignedCertificate } from './self-signed-certificate.cjs';
import { untilHealthy } from './until-healthy.cjs';

/** What the sandboxes set for the replicas (tools/serve). */
const SANDBOX_VARIABLES = ['PSP_SANDBOX_URL', 'PSP_SANDBOX_SECRET', 'OIDC_SANDBOX_URL', 'OIDC_SANDBOX_SECRET'];

/** Builds every app when dist/ has no build, and writes the default manifest when none is published. */
export function ensureBuild() {
  if (!fs.existsSync(path.join(distDir, 'apps/api/index.js'))) buildAllApps();
  if (!fs.existsSync(manifestPath)) writeManifest(defaultManifest());
}

/** The card secret (docs/deploy.md): from the environment, else one kept in the cluster's folder. */
function cardSecret(clusterDir) {
  if (process.env.SHOP_CARD_SECRET) return process.env.SHOP_CARD_SECRET;
  const file = path.join(clusterDir, 'card-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * @param {object} options
 * @param {string} options.clusterDir   PostgreSQL's cluster, nginx's configuration and logs, the card secret
 * @param {number} [options.replicas]   how many replicas (2)
 * @param {number} [options.port]       nginx's loopback port (8080); the replicas take the next ones
 * @param {number} [options.postgresPort]
 * @param {boolean} [options.seedDemo]  the demo brands' accounts, catalogues and operators
 * @param {boolean} [options.devMailbox] the dev mailbox (development only)
 * @param {string[]} [options.replicaNodeArgs] Node's options for each replica (e.g. --cpu-prof)
 * @param {boolean | { certificate: string, key: string }} [options.tls] HTTPS and HTTP/2 at nginx (decision 0077)
 *                                     with these files, or (true) a self-signed certificate kept in clusterDir
 * @param {boolean} [options.ephemeralSandboxes] the sandboxes on free ports, the payments kept in memory only
 * @param {(line: string) => void} [options.log] where the replicas' output goes
 * @param {(stop: () => Promise<void>) => void} [options.onStarting] gets `stop` at once, to stop what has
 *                                     started if the start is interrupted (Ctrl+C)
 * @returns the shop's URL, the replicas' ports and `stop()`
 */
export async function startCluster({
  clusterDir,
  replicas: replicaCount = 2,
  port = 8080,
  postgresPort = 55440,
  seedDemo = false,
  devMailbox = false,
  replicaNodeArgs = [],
  ephemeralSandboxes = false,
  tls = false,
  log = (line) => process.stdout.write(`${line}\n`),
  onStarting,
}) {
  const runDir = path.join(clusterDir, 'nginx');
  fs.mkdirSync(runDir, { recursive: true });
  const certificate = tls === true ? selfSignedCertificate(path.join(clusterDir, 'tls')) : tls || undefined;
  const scheme = certificate ? 'https' : 'http';
  const shopUrl = process.env.SHOP_PUBLIC_URL ?? `${scheme}://localhost:${port}`;
  const stops = [];
  const stop = async () => {
    for (const one of stops.reverse()) await Promise.resolve(one()).catch((error) => console.error(error));
    stops.length = 0;
  };
  onStarting?.(stop);
  try {
    const postgres = await startLocalPostgres({
      dataDir: path.join(clusterDir, 'postgres'),
      port: postgresPort,
      database: 'shop',
    });
    stops.push(postgres.stop);

    // Once for the cluster; the replicas find them through the variables these set (PSP_SANDBOX_URL, ...),
    // which are put back as they were when the cluster stops.
    const sandboxEnv = Object.fromEntries(SANDBOX_VARIABLES.map((name) => [name, process.env[name]]));
    const sandboxes = [
      await startPspSandbox({ shopUrl, ephemeral: ephemeralSandboxes }),
      await startIdentitySandbox({ shopUrl, ephemeral: ephemeralSandboxes }),
    ];
    stops.push(async () => {
      await Promise.all(sandboxes.map((sandbox) => sandbox?.close()));
      for (const [name, value] of Object.entries(sandboxEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      SHOP_PUBLIC_URL: shopUrl,
      SHOP_CARD_SECRET: cardSecret(clusterDir),
      // The proxy is on loopback: a request's client is the address nginx saw (X-Forwarded-For), so the rate
      // limits count each client and the dev mailbox still answers this machine only.
      SHOP_TRUST_PROXY: '127.0.0.1',
      ...(seedDemo ? { SHOP_SEED_DEMO: '1' } : {}),
    };
    const args = devMailbox ? ['--dev-mailbox'] : [];
    const replicaPorts = Array.from({ length: replicaCount }, (_, index) => port + 1 + index);
    const replicas = replicaPorts.map((replicaPort, index) =>
      replica({ number: index + 1, port: replicaPort, env, args, nodeArgs: replicaNodeArgs, log }),
    );
    stops.push(() => Promise.all(replicas.map((one) => one.stop())));
    // The first replica migrates (and seeds) the database alone; the others start once it serves.
    await replicas[0].start();
    await Promise.all(replicas.slice(1).map((one) => one.start()));

    const configFile = path.join(runDir, 'nginx.conf');
    const config = nginxConfig({
      listen: `127.0.0.1:${port}`,
      replicaPorts,
      distDir,
      remotes: REMOTES,
      runDir,
      mimeTypes: '/etc/nginx/mime.types',
      tls: certificate,
    });
    fs.writeFileSync(configFile, config);
    const url = `${scheme}://127.0.0.1:${port}`;
    stops.push(await startNginx(configFile, runDir, `${url}/api/health`, certificate?.certificate));
    return { url, shopUrl, replicaPorts, postgresUrl: postgres.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A replica: the shop server on a loopback port, started again if it dies while the cluster runs. */
function replica({ number, port, env, args, nodeArgs, log }) {
  let child = null;
  let stopping = false;
  const spawnIt = () => {
    child = spawn(
      process.execPath,
      [...nodeArgs, path.join(workspaceRoot, 'tools/serve/serve-shop.mjs'), '--port', String(port), ...args],
      { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n')) if (line) log(`[replica ${number}] ${line}`);
      });
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`[replica ${number}] ended (${signal ?? code}); starting it again`);
      setTimeout(spawnIt, 1000);
    });
  };
  return {
    async start() {
      spawnIt();
      // A first replica migrates and seeds first: a minute at most.
      await untilHealthy(`http://127.0.0.1:${port}/api/health`, 180_000);
    },
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * nginx in the foreground with a configuration of nginx-config.cjs, once `healthUrl` answers through it
 * (`ca`: the certificate to trust over HTTPS); answers its stop function.
 */
export async function startNginx(configFile, runDir, healthUrl, ca = undefined) {
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const args = ['-c', configFile, '-p', runDir, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'];
  try {
    execFileSync(nginx, ['-t', ...args], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx refused the configuration (apt-get install nginx?): ${error.stderr ?? error.message}`);
  }
  const child = spawn(nginx, args, { stdio: 'inherit' });
  await untilHealthy(healthUrl, 30_000, 250, ca);
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGQUIT');
    });
}
