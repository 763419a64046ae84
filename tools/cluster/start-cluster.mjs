#!/usr/bin/env node
// `npm run start:cluster`: the shop as it runs in production, on this machine (docs/deploy.md): PostgreSQL,
// two or more replicas of the shop server and nginx in front (tools/cluster/cluster.mjs).
// Options: [--replicas 2] [--port 8080] [--seed-demo] [--dev-mailbox] [--tls [--certificate f --key f]].
// It builds first if dist/ has no build.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { workspaceRoot } from '../shop-apps.mjs';
import { ensureBuild, startCluster } from './cluster.mjs';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: process.env.SHOP_REPLICAS ?? '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    // The demo brands' accounts, catalogues and operators (never seeded into a real shop's database).
    'seed-demo': { type: 'boolean', default: false },
    // Development only: the dev mailbox, for loopback clients only (decision 0005 and docs/api.md).
    'dev-mailbox': { type: 'boolean', default: false },
    // HTTPS and HTTP/2 at nginx (decision 0077): with these files, or a self-signed certificate for localhost.
    tls: { type: 'boolean', default: false },
    certificate: { type: 'string' },
    key: { type: 'string' },
  },
});
const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1) throw new Error('--replicas must be 1 or more');
if (Boolean(values.certificate) !== Boolean(values.key)) throw new Error('--certificate and --key go together');
const tls = values.certificate
  ? { certificate: path.resolve(values.certificate), key: path.resolve(values.key) }
  : values.tls;

ensureBuild();
try {
  const cluster = await startCluster({
    // Ctrl+C stops whatever has started, also while the cluster is still starting.
    onStarting: (stop) => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(0)));
    },
    clusterDir: path.join(workspaceRoot, '.data', 'cluster'),
    replicas,
    port: Number(values.port),
    postgresPort: Number(process.env.SHOP_CLUSTER_PG_PORT ?? 55440),
    seedDemo: values['seed-demo'],
    devMailbox: values['dev-mailbox'],
    tls,
  });
  console.log(`PostgreSQL: ${cluster.postgresUrl}`);
  console.log(
    `The shop is open at ${cluster.shopUrl}/ through nginx, on ${replicas} replicas ` +
      `(ports ${cluster.replicaPorts.join(', ')}); Ctrl+C stops everything.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
