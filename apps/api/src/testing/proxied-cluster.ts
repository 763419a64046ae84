import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './api-process';
import { findWorkspaceRoot } from '../workspace-paths';

const workspaceRoot = findWorkspaceRoot();
const NGINX = '/usr/sbin/nginx';

/** The cluster command's own pieces (tools/cluster, CommonJS), so the tests run the proxy operators run. */
interface LocalPostgres {
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}
const { startLocalPostgres } = require(path.join(workspaceRoot, 'tools/cluster/local-postgres.cjs')) as {
  startLocalPostgres(options: { dataDir: string; port: number; database: string }): Promise<LocalPostgres>;
};
const { nginxConfig } = require(path.join(workspaceRoot, 'tools/cluster/nginx-config.cjs')) as {
  nginxConfig(options: Record<string, unknown>): string;
};
const { untilHealthy } = require(path.join(workspaceRoot, 'tools/cluster/until-healthy.cjs')) as {
  untilHealthy(url: string, timeoutMs: number, intervalMs?: number, ca?: string): Promise<void>;
};
interface Certificate {
  certificate: string;
  key: string;
}
const { freePort } = require(path.join(workspaceRoot, 'tools/cluster/free-port.cjs')) as {
  freePort(): Promise<number>;
};
const { selfSignedCertificate } = require(path.join(workspaceRoot, 'tools/cluster/self-signed-certificate.cjs')) as {
  selfSignedCertificate(folder: string): Certificate;
};

/** Whether this machine has what the topology needs: Debian's PostgreSQL server and nginx. */
function clusterToolsInstalled(): boolean {
  const postgres = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
  return postgres && fs.existsSync(NGINX);
}

export interface ProxiedCluster {
  /** The API through the proxy, e.g. http://127.0.0.1:40123/api (https://localhost:40123/api with `tls`) */
  baseUrl: string;
  /** With `tls`: the proxy's self-signed certificate file, for a client to trust. */
  certificate?: string;
  replicas: ApiProcess[];
  postgres: LocalPostgres;
  close(): Promise<void>;
}

/**
 * The production topology of tools/cluster on throwaway ports and folders: a PostgreSQL server of its own
 * (the tests restart it), `replicaCount` API processes on it, and nginx in front with the cluster's
 * configuration. The payment sandbox must already run (startPaymentSandbox) so the replicas find it.
 * `clockOffsetMs` moves the replicas' clock (scheduled deliveries due soon); `tls`: nginx over HTTPS and
 * HTTP/2 with a self-signed certificate, as `npm run start:cluster -- --tls` (decision 0077).
 */
export async function startProxiedCluster(
  replicaCount = 2,
  options: { clockOffsetMs?: number; tls?: boolean } = {},
): Promise<ProxiedCluster> {
  if (!clusterToolsInstalled())
    throw new Error("The cluster tests need Debian's PostgreSQL server and nginx: apt-get install postgresql nginx");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
  fs.chmodSync(folder, 0o755);
  const postgres = await startLocalPostgres({
    dataDir: path.join(folder, 'postgres'),
    port: await freePort(),
    database: 'shop',
  });
  const replicas: ApiProcess[] = [];
  let nginx: ChildProcess | null = null;
  const close = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(replicas.map((replica) => replica.kill()));
    await postgres.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    // The first replica migrates and seeds alone; the others start on the ready database.
    replicas.push(await startApiProcess({ databaseUrl: postgres.url }, options));
    for (let index = 1; index < replicaCount; index += 1)
      replicas.push(await startApiProcess({ databaseUrl: postgres.url }, options));

    const runDir = path.join(folder, 'nginx');
    fs.mkdirSync(path.join(folder, 'dist', 'deploys'), { recursive: true });
    fs.mkdirSync(runDir);
    const port = await freePort();
    const tls = options.tls ? selfSignedCertificate(path.join(folder, 'tls')) : undefined;
    const configFile = path.join(runDir, 'nginx.conf');
    fs.writeFileSync(
      configFile,
      nginxConfig({
        listen: `127.0.0.1:${port}`,
        replicaPorts: replicas.map((replica) => Number(new URL(replica.baseUrl).port)),
        distDir: path.join(folder, 'dist'),
        remotes: [],
        runDir,
        mimeTypes: '/etc/nginx/mime.types',
        tls,
      }),
    );
    const args = ['-c', configFile, '-p', runDir, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'];
    execFileSync(NGINX, ['-t', ...args], { stdio: 'pipe' });
    nginx = spawn(NGINX, args, { stdio: 'inherit' });
    const baseUrl = tls ? `https://localhost:${port}/api` : `http://127.0.0.1:${port}/api`;
    await untilHealthy(`${baseUrl}/health`, 30_000, 100, tls?.certificate);
    return { baseUrl, certificate: tls?.certificate, replicas, postgres, close };
  } catch (error) {
    await close();
    throw error;
  }
}
