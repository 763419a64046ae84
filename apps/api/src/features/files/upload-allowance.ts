import type { Call } from '../services';

/**
 * Uploads per signed-in account, beside the per-client limit of the 'upload' group (which is all a
 * guest has): files are stored and parsed, so one member cannot fill the disk from many addresses.
 * Every attempt counts, refused ones too.
 */
export async function consumeUploadAllowance(call: Call<unknown>): Promise<void> {
  if (call.session) await call.services.targetLimits.consume('uploadsPerAccount', `account:${call.session.accountId}`);
}
