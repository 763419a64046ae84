import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseLocation } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { snapshotKey, snapshotShelf } from '../db/pglite-snapshots';
import { seedDatabase } from '../seed/seed-database';
import type { PasswordChecker } from '../security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database (PGlite or PostgreSQL), migrated and seeded; closed with the instance. */
    database: Database;
  }
}

export interface DatabaseSetup {
  location: DatabaseLocation;
  /** Seed folder for an empty database; false never seeds. */
  seedDir: string | false;
  /** Also seed the demo units, catalogues and accounts into an empty database. */
  seedDemo: boolean;
  /** Hashes the demo accounts' password. */
  passwords: PasswordChecker;
  now: () => number;
  /**
   * A folder of snapshots (pglite-snapshots.ts): a throwaway in-memory PGlite starts from the snapshot
   * of the same migrations and seed, or leaves one there for the next start.
   */
  snapshotDir?: string;
}

/**
 * Opens the database, applies the migrations and seeds it when empty; closes it again if any step
 * fails. Run before the plugins load: migrating and seeding may take longer than fastify gives a
 * plugin to load (pluginTimeout, 10 s by default, set by whoever created the host instance).
 */
export async function openApiDatabase(setup: DatabaseSetup): Promise<Database> {
  const { location, snapshotDir } = setup;
  const inMemory = location.kind === 'pglite' && (!location.dataDir || location.dataDir.startsWith('memory://'));
  if (!snapshotDir || !inMemory) return openMigratedAndSeeded(setup);

  const shelf = snapshotShelf(snapshotDir);
  const key = await snapshotKey({
    migrations: MIGRATIONS,
    seedDir: setup.seedDir,
    seedDemo: setup.seedDemo,
    passwordCost: setup.passwords.cost,
    day: new Date(setup.now()).toISOString().slice(0, 10),
  });
  const snapshot = await shelf.read(key);
  if (snapshot) {
    try {
      // Migrating and seeding find nothing left to do on a snapshot of the same key.
      return await openMigratedAndSeeded({ ...setup, location: { ...location, snapshot } });
    } catch {
      // A snapshot another PGlite version wrote, or a broken file: made again below.
      await shelf.forget(key);
    }
  }
  const database = await openMigratedAndSeeded(setup);
  if (database.dump) await shelf.write(key, await database.dump());
  return database;
}

async function openMigratedAndSeeded(setup: DatabaseSetup): Promise<Database> {
  const database = await openDatabase(setup.location);
  try {
    await migrate(database);
    if (setup.seedDir) {
      await seedDatabase(database.db, setup.seedDir, setup.passwords, setup.now(), { demo: setup.seedDemo });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export interface DatabasePluginOptions {
  /** An open, migrated database (openApiDatabase); the plugin owns it from now on. */
  database: Database;
}

async function databaseDecoration(api: FastifyInstance, { database }: DatabasePluginOptions): Promise<void> {
  api.decorate('database', database);
  api.addHook('onClose', async () => database.close());
}

/**
 * Decorates the scope that registers it with `database` and closes the database when the instance
 * closes. Shared with fastify-plugin: the services and every feature below that scope read the same one.
 */
export const databasePlugin = fp(databaseDecoration, { name: 'shop-api-database', fastify: '5.x' });
