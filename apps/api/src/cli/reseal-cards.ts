import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { CardKeyring } from '../features/gift-cards/card-keys';
import { cardSecretsOf } from '../features/gift-cards/card-secrets';
import { findWorkspaceRoot } from '../workspace-paths';
import { runResealCardsCommand } from './reseal-cards-command';

/**
 * `npm run cards:reseal` (docs/deploy.md "Rotating the card secret"), with the API's environment:
 * SHOP_CARD_SECRET, SHOP_CARD_SECRET_PREVIOUS, and the database of DATABASE_URL (the replicas keep
 * serving), else the embedded one in PGLITE_DATA_DIR (default .data/pglite: stop the API first, PGlite
 * opens a folder from one process at a time).
 */
async function main(): Promise<number> {
  cardSecretsOf(process.env); // a malformed secret stops the command before the database opens
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url }
      : { kind: 'pglite', dataDir: process.env.PGLITE_DATA_DIR ?? join(findWorkspaceRoot(), '.data', 'pglite') },
  );
  try {
    await migrate(database);
    const keyring = new CardKeyring(database.db);
    return await runResealCardsCommand(process.argv.slice(2), database.db, keyring, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
