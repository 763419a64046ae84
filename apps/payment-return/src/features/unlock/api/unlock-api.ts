import { shopApi, type ApiResult } from '@shop/api-client';
import { unlockOrder } from '@shop/contracts';

/** Unlocks a received physical order's cards (unlockOrder), with the captcha's token. */
export function sendUnlock(
  orderNo: string,
  captchaToken: string,
): Promise<ApiResult<{ orderNo: string; cardQty: number }>> {
  return shopApi().call(unlockOrder, { orderNo, captchaToken });
}
