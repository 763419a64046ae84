import { shopApi, type ApiResult } from '@shop/api-client';
import { deleteAccount, type DeleteAccountReason } from '@shop/contracts';

export function requestAccountDeletion(
  custId: string,
  reasons: DeleteAccountReason[],
): Promise<ApiResult<{ deleted: true }>> {
  return shopApi().call(deleteAccount, { custId, reasons });
}
