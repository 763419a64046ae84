import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where uploaded files go: the server option, else SHOP_UPLOAD_DIR, else `.data/uploads` beside the
 * embedded database's `.data/pglite`. A database kept in memory (tests, tools) gets a fresh folder
 * under the system's temporary folder, so its files never mix with a real shop's.
 */
export const temporaryUploadDir = () => join(tmpdir(), `shop-uploads-${randomBytes(6).toString('hex')}`);

export function uploadDirOf(options: { uploadDir?: string; dataDir?: string }, workspaceRoot: string): string {
  if (options.uploadDir) return options.uploadDir;
  if (process.env.SHOP_UPLOAD_DIR) return process.env.SHOP_UPLOAD_DIR;
  if (options.dataDir === 'memory://') return temporaryUploadDir();
  return join(workspaceRoot, '.data', 'uploads');
}
