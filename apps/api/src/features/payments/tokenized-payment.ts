import { API_ERRORS } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import { completePayment } from './complete-payment';
import type { Payable } from './payable';
import { unitProvider, withProvider } from './providers/provider-calls';
import { startHostedPayment } from './start-payment';

/**
 * Pays `payable` with a card the member saved by paying with it before (its provider token): the
 * payment is opened as a card payment, the provider charges the token server to server, and the
 * payment is completed at once from the provider's word. A card that asks its 3-D Secure code leaves
 * the payment open: the buyer answers it on the provider's page, then the return completes it.
 */
export async function payWithSavedCard(
  call: Call<unknown>,
  payable: Payable,
  cardToken: string,
): Promise<{ paymentId: string; requiresAction: boolean; redirectUrl: string }> {
  const session = call.session;
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  // Only a card this member paid with on this unit: another's token is refused as a declined card is.
  if (!(await call.services.payments.isMembersCardToken(session.accountId, call.unit.buId, cardToken)))
    throw new ApiFailure('PAYMENT_FAILED');
  const started = await startHostedPayment(call, payable, 'C04');
  const payment = await call.services.payments.find(started.paymentId);
  if (!payment?.providerPaymentId) throw new ApiFailure('PAYMENT_PROVIDER_UNAVAILABLE');
  const providerPaymentId = payment.providerPaymentId;
  const provider = unitProvider(payment.provider);
  await withProvider(() => provider.payWithToken(providerPaymentId, cardToken));
  try {
    const result = await completePayment(call.services, payment, { accountId: session.accountId });
    return { paymentId: payment.id, requiresAction: false, redirectUrl: result.redirectUrl };
  } catch (error) {
    const pending = error instanceof ApiFailure && error.error.code === API_ERRORS.PAYMENT_PENDING.code;
    if (!pending) throw error;
    // A provider with get3dsUrl (amazon) names the challenge's page; the others lead to it from the hosted page.
    const challengeUrl = provider.threeDsUrl
      ? await withProvider(() => provider.threeDsUrl?.(providerPaymentId) ?? Promise.resolve(null))
      : null;
    return { paymentId: payment.id, requiresAction: true, redirectUrl: challengeUrl ?? started.redirectUrl };
  }
}
