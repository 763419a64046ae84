import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '../../../..');

/** Every remote served beside the shell, as tools/publish/manifest-file.mjs defaultManifest() writes it. */
export const DEFAULT_MANIFEST: Record<string, string> = Object.fromEntries(
  Object.entries(readRemotesRegistry()).map(([name, { dir }]) => [name, `/remotes/${dir}/remoteEntry.js`]),
);

/** The remotes registry (libs/federation), read from disk: this Node project may not import a web library. */
function readRemotesRegistry(): Record<string, { dir: string }> {
  return JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'libs/federation/src/remotes.registry.json'), 'utf8'));
}

export interface RunningShop {
  url: string;
  manifestFile: string;
  writeManifest(manifest: Record<string, string>): void;
  stop(): Promise<void>;
}

/** A port free on the loopback interface now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the composed shop server (apps/shop-server) on a free loopback port with its own manifest. The
 * port is chosen before the server starts: the shop writes its own address into the links it makes
 * (the payment provider's return page, emailed links), so it must know it (with port 0 they named :0).
 */
export async function startShop(
  manifest: Record<string, string> = DEFAULT_MANIFEST,
  stored?: StoredShopData,
): Promise<RunningShop> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const manifestFile = path.join(dir, 'remotes.manifest.json');
  const writeManifest = (next: Record<string, string>) => fs.writeFileSync(manifestFile, JSON.stringify(next));
  writeManifest(manifest);

  // The free port is free when chosen, not always when the server binds it (another process, or an
  // ephemeral port handed out meanwhile): then it starts again on another one.
  let started: { child: ChildProcess; url: string } | null = null;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await spawnShop(manifestFile, await freePort(), stored);
    } catch (error) {
      if (attempt >= 3 || !(error as Error).message.includes('EADDRINUSE')) throw error;
    }
  }
  const { child, url } = started;

  return {
    url,
    manifestFile,
    writeManifest,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Where a shop keeps its database and uploads when it must outlive a restart (a reviewer's command-line
 * tool works on the database while the shop is stopped); without it the database is a throwaway one.
 */
export interface StoredShopData {
  /** The embedded database's folder. */
  databaseDir: string;
  /** SHOP_UPLOAD_DIR: the uploaded documents. */
  uploadDir: string;
}

/** A fresh folder for a shop's stored data, removed with the test's temporary files by the OS. */
export function newStoredShopData(): StoredShopData {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-data-'));
  return { databaseDir: path.join(dir, 'pglite'), uploadDir: path.join(dir, 'uploads') };
}

/** Starts tools/serve on `port`; answers once it listens, rejects with its output if it exits first. */
async function spawnShop(
  manifestFile: string,
  port: number,
  stored?: StoredShopData,
): Promise<{ child: ChildProcess; url: string }> {
  const child: ChildProcess = spawn(
    process.execPath,
    // The journeys read confirmation and reset links in the dev mailbox, which is off unless asked for.
    [
      'tools/serve/serve-shop.mjs',
      '--port',
      String(port),
      '--manifest',
      manifestFile,
      '--data-dir',
      stored?.databaseDir ?? 'memory://',
      '--dev-mailbox',
    ],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A stored shop's payment and identity sandboxes still take a free port, and its uploads stay with its
      // database.
      // A throwaway database starts from the snapshot of the migrated and seeded one (tmp/, per day and seed).
      env: stored
        ? { ...process.env, PSP_SANDBOX_PORT: '0', OIDC_SANDBOX_PORT: '0', SHOP_UPLOAD_DIR: stored.uploadDir }
        : { ...process.env, SHOP_PGLITE_SNAPSHOT_DIR: path.join(workspaceRoot, 'tmp', 'pglite-snapshots') },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    // A fresh embedded database is migrated and seeded first (demo passwords hashed at full cost).
    // Generous: two journeys and the PostgreSQL tests share the machine in npm test.
    const timer = setTimeout(() => reject(new Error(`The shop server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/open at (http:\/\/\S+?)\/ /);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The shop server exited (${code}):\n${output}`));
    });
  });
  return { child, url };
}
