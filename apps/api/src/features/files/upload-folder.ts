import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A stored file's name on disk and in the database: 128 random bits in hex, never the client's name. */
export function newStoredFileId(): string {
  return randomBytes(16).toString('hex');
}

const STORED_FILE_ID = /^[0-9a-f]{32}$/;
const STAGING_PREFIX = 'staging-';

/** Bytes written under a temporary name, waiting for their row to commit. */
export interface StagedFile {
  path: string;
}

/**
 * The folder of uploaded files, outside the web root (nothing serves it as static files). A file is
 * written under a temporary name first and renamed to its id only once its checks passed and its row
 * is being committed, so a refused or failed upload leaves nothing under a stored name.
 */
export class UploadFolder {
  private ready: Promise<unknown> | null = null;

  constructor(readonly dir: string) {}

  private ensure(): Promise<unknown> {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
    return this.ready;
  }

  pathOf(fileId: string): string {
    if (!STORED_FILE_ID.test(fileId)) throw new Error(`not a stored file id: ${fileId}`);
    return join(this.dir, fileId);
  }

  async stage(bytes: Uint8Array): Promise<StagedFile> {
    await this.ensure();
    const path = join(this.dir, `${STAGING_PREFIX}${newStoredFileId()}`);
    await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
    return { path };
  }

  /** Gives a staged file its stored name. */
  async commit(staged: StagedFile, fileId: string): Promise<void> {
    await rename(staged.path, this.pathOf(fileId));
  }

  /** Removes a staged file or a stored one whose row did not commit; a missing file is no error. */
  async discard(path: string): Promise<void> {
    await unlink(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async read(fileId: string): Promise<Buffer> {
    return readFile(this.pathOf(fileId));
  }
}
