import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { StoredFilePurpose } from '../../db/schema';
import type { Call } from '../services';
import type { StoredFileRow } from './stored-file-repository';
import { newStoredFileId } from './upload-folder';

export interface UploadToStore {
  bytes: Uint8Array;
  contentType: string;
  purpose: StoredFilePurpose;
  /** The client's name, for display only (never a path: the file is stored under its id). */
  originalName: string;
  rowCount?: number;
  /** A large-order file's rows that passed the checks. */
  validRowCount?: number;
  orderNo?: string;
  /** The id to store it under (default a new one): a caller whose own transaction may still fail keeps it. */
  fileId?: string;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Whose the file is: the member, or the unit's guests (as an order's client key is scoped). */
export function ownerOf(call: Call<unknown>): { accountId: number | null; ownerScope: string } {
  return call.session
    ? { accountId: call.session.accountId, ownerScope: `account:${call.session.accountId}` }
    : { accountId: null, ownerScope: `guest:${call.unit.buId}` };
}

/**
 * Stores a file that passed its checks: its bytes under a temporary name, then its row and its final
 * name in one transaction (`tx` when the caller's, e.g. the order's). A failure anywhere leaves no row
 * and no file.
 */
export async function storeUpload(call: Call<unknown>, upload: UploadToStore, tx?: Db): Promise<StoredFileRow> {
  const { services } = call;
  const fileId = upload.fileId ?? newStoredFileId();
  const staged = await services.uploads.stage(upload.bytes);
  const finalPath = services.uploads.pathOf(fileId);
  const write = async (db: Db) => {
    const row = await services.storedFiles.insert(
      {
        id: fileId,
        buId: call.unit.buId,
        ...ownerOf(call),
        purpose: upload.purpose,
        contentType: upload.contentType,
        size: upload.bytes.length,
        sha256: sha256Hex(upload.bytes),
        originalName: upload.originalName.slice(0, 200),
        rowCount: upload.rowCount ?? null,
        validRowCount: upload.validRowCount ?? null,
        orderNo: upload.orderNo ?? null,
      },
      db,
    );
    await services.uploads.commit(staged, fileId);
    return row;
  };
  try {
    return tx ? await write(tx) : await services.db.transaction(write);
  } catch (error) {
    await services.uploads.discard(staged.path);
    await services.uploads.discard(finalPath);
    throw error;
  }
}
