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

/** The owner scope of a unit's guest uploads: `guest:<buId>:<client>` (older rows: `guest:<buId>`). */
export const guestScopePrefix = (buId: string) => `guest:${buId}`;

/**
 * Whose the file is: the member, or the guest client that sent it (decision 0061): a guest's personal
 * image cannot be used by another guest's order.
 */
export function ownerOf(call: Call<unknown>): { accountId: number | null; ownerScope: string } {
  if (call.session) return { accountId: call.session.accountId, ownerScope: `account:${call.session.accountId}` };
  const guests = guestScopePrefix(call.unit.buId);
  return { accountId: null, ownerScope: call.clientId ? `${guests}:${call.clientId}` : guests };
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
