import { paymentMethodsFor } from '@shop/brand';
import type { PaymentMean } from '@shop/contracts';
import type { Call } from '../services';

/**
 * The means paid on the provider's hosted page (the others are not card-like: wallet 14 and gift cards
 * 15 are spent by the order itself, bank transfer 03 and bank check 05 wait for a receipt).
 */
export const HOSTED_PAYMENT_MEANS: readonly PaymentMean[] = ['C04', '16', 'IBT', 'PP', 'BT', 'MW'];

/**
 * The payment means offered to the caller (spec 1 section 6, the shared rule paymentMethodsFor of
 * @shop/brand): the unit's paymentType unless the member's contract type forces its own. A guest has
 * no wallet, so never gets 14 (spec 1 section 6: the wallet is for logged-in members).
 */
export async function offeredPaymentMeans(call: Call<unknown>): Promise<PaymentMean[]> {
  if (!call.session) return paymentMethodsFor(call.unit).filter((mean) => mean !== '14');
  const account = await call.services.members.account(call.session.accountId);
  return paymentMethodsFor(call.unit, account?.contractTypeId ?? null);
}

export function isHostedMean(mean: string): boolean {
  return (HOSTED_PAYMENT_MEANS as readonly string[]).includes(mean);
}

/** The return mapping of spec 2 section 9 (card C04, instant IBT, wallet PP): what pspResult reports. */
export function returnedPaymentMean(paymentMethod: string): string {
  return paymentMethod === '16' ? 'C04' : paymentMethod;
}
