import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseLocation } from '../db/database';
import { migrate } from '../db/migrate';
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
}

/**
 * Opens the database, applies the migrations and seeds it when empty; closes it again if any step
 * fails. Run before the plugins load: migrating and seeding may take longer than fastify gives a
 * plugin to load (pluginTimeout, 10 s by default, set by whoever created the host instance).
 */
export async function openApiDatabase(setup: DatabaseSetup): Promise<Database> {
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
