import { shopApi, type ApiResult } from '@shop/api-client';
import { deleteAccount } from '@shop/contracts';
import type { DeleteAccountForm } from '@shop/validation';

/** Deletes the signed-in account with the reasons and the comment (a blank comment is not sent). */
export function requestAccountDeletion(
  custId: string,
  { reasons, comment }: DeleteAccountForm,
): Promise<ApiResult<{ deleted: true }>> {
  const text = comment.trim();
  return shopApi().call(deleteAccount, { custId, reasons, ...(text ? { comment: text } : {}) });
}
