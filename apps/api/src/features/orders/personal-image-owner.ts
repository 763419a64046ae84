import { STORED_FILE_URL_PREFIX, type OrderLineDraft } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { ownerOf } from '../files/store-upload';
import type { Call } from '../services';

/**
 * Every line's personal image must be a personal-image upload of the caller's, in the unit (decision
 * 0061): a member's own, or for a guest one sent by the same client. Another customer's stored file, an
 * unknown id or an outside address is refused (58034, naming the line), before anything is stored.
 */
export async function checkPersonalImages(call: Call<unknown>, lines: readonly OrderLineDraft[]): Promise<void> {
  const owner = ownerOf(call);
  for (const [index, line] of lines.entries()) {
    const url = line.personalImageUrl.trim();
    if (!url) continue;
    const fileId = url.startsWith(STORED_FILE_URL_PREFIX) ? url.slice(STORED_FILE_URL_PREFIX.length) : null;
    const file = fileId ? await call.services.storedFiles.find(fileId) : null;
    const owned =
      file !== null &&
      file.buId === call.unit.buId &&
      file.purpose === 'personalImage' &&
      file.ownerScope === owner.ownerScope;
    if (!owned) {
      throw new ApiFailure('ORDER_IMAGE_NOT_YOURS', [
        { path: `orderLines.${index}.personalImageUrl`, message: 'is not an image you uploaded' },
      ]);
    }
  }
}
