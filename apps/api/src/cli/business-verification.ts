import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { BusinessVerifications } from '../features/business-accounts/business-verifications';
import { uploadDirOf } from '../features/files/upload-dir';
import { UploadFolder } from '../features/files/upload-folder';
import { findWorkspaceRoot } from '../workspace-paths';
import { runBusinessVerificationCommand } from './business-verification-command';

/**
 * `node -r ./tools/bench/ts-register.cjs apps/api/src/cli/business-verification.ts list` (docs/api.md):
 * the database of DATABASE_URL, else the embedded one in PGLITE_DATA_DIR (default .data/pglite); the
 * documents are in SHOP_UPLOAD_DIR (default .data/uploads). Stop the API first on the embedded database
 * (PGlite opens a folder from one process at a time).
 */
async function main(): Promise<number> {
  const workspaceRoot = findWorkspaceRoot();
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url }
      : { kind: 'pglite', dataDir: process.env.PGLITE_DATA_DIR ?? join(workspaceRoot, '.data', 'pglite') },
  );
  try {
    await migrate(database);
    const uploads = new UploadFolder(uploadDirOf({}, workspaceRoot));
    const outcome = await runBusinessVerificationCommand(
      process.argv.slice(2),
      new BusinessVerifications(database.db, Date.now),
      (fileId) => uploads.pathOf(fileId),
    );
    for (const line of outcome.lines) console.log(line);
    return outcome.exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
