// Debian's PostgreSQL for the production topology on one machine: a cluster in .data/cluster/postgres,
// listening on loopback only, started and stopped with pg_ctl. Run as root (a container, CI), the server
// runs as the postgres user, as Debian's own clusters do. CommonJS, so the fault tests (apps/api) use it too.
'use strict';
const { execFile, execFileSync } = require('node:child_process');
const { promisify } = require('node:util');
const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');

/** The newest PostgreSQL installed from Debian (postgresql-NN), or an error naming the package. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((bin) => fs.existsSync(bin));
  if (!found) throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian), then try again.');
  return found;
}

const asRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL program, as the postgres user when this process is root (initdb refuses root). Never
 * synchronously: the shop keeps serving while its database restarts, and a server pg_ctl starts keeps no
 * pipe of ours open (its output goes to its log), so the call ends when pg_ctl does.
 */
async function runPostgres(bin, program, args) {
  const command = path.join(bin, program);
  if (asRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', command, ...args]);
  else await promisify(execFile)(command, args);
}

/**
 * Starts the cluster in `dataDir` on 127.0.0.1:`port` (creating it on first use) with a database `database`;
 * answers its connection URL, and restart and stop functions.
 */
async function startLocalPostgres({ dataDir, port, database }) {
  const bin = postgresBin();
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (asRoot) execFileSync('chown', ['postgres', dataDir]);
    await runPostgres(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  }
  // The socket goes in the data folder too: nothing of this cluster lives outside .data/cluster.
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const log = path.join(dataDir, 'server.log');
  await runPostgres(bin, 'pg_ctl', ['-D', dataDir, '-o', options, '-l', log, '-w', 'start']);

  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    // A fast restart, as a failover or a crash would: every open connection is cut (the fault tests).
    restart: () => runPostgres(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-o', options, '-l', log, '-w', 'restart']),
    stop: () => runPostgres(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}

module.exports = { startLocalPostgres };
