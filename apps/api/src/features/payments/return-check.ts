import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYMENT_PURPOSES } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { Call } from '../services';
import type { PaymentRow } from './payment-store';
import { unitProvider } from './providers/provider-calls';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface ReturnRequest {
  /** The full URL of the return page the browser came back to. */
  callBackUrl: string;
  /** The provider's payment token when the page sends it apart (it must match the URL's). */
  token?: string;
  /** Our paymentId when the page sends it apart (it must match the URL's). */
  paymentId?: string;
}

/**
 * The payment a browser return names, checked before the provider is asked: the URL is a return
 * page (/loading/{purpose}) of the purpose the payment is for, its parameters are in the unit's
 * provider shape and name a payment of this unit, any paymentId and token sent beside agree with
 * them, and a signed shape's MAC equals the one creation answered (constant-time). The state itself
 * is then asked of the provider (completePayment): these parameters are never trusted for it.
 */
export async function paymentOfReturn(call: Call<unknown>, request: ReturnRequest): Promise<PaymentRow> {
  const url = new URL(request.callBackUrl);
  const purpose = url.pathname.match(/\/loading\/([A-Za-z]+)$/)?.[1];
  if (!purpose || !(PAYMENT_PURPOSES as readonly string[]).includes(purpose))
    throw new ApiFailure('PAYMENT_RETURN_INVALID');
  const provider = unitProvider(call.unit.pspProvider);
  const named = provider.readReturn(url.searchParams);
  const providerPaymentId = named?.providerPaymentId ?? request.token;
  if (!providerPaymentId || (request.token && request.token !== providerPaymentId))
    throw new ApiFailure('PAYMENT_RETURN_INVALID');

  const payment = await call.services.payments.findByProviderId(providerPaymentId);
  if (!payment || payment.buId !== call.unit.buId) throw new ApiFailure('PAYMENT_NOT_FOUND');
  const paymentIds = [request.paymentId, url.searchParams.get('paymentId') ?? undefined].filter(Boolean);
  if (payment.purpose !== purpose || paymentIds.some((id) => id !== payment.id))
    throw new ApiFailure('PAYMENT_RETURN_INVALID');
  if (payment.returnMacHash !== null) {
    const given = Buffer.from(sha256(named?.returnMac ?? ''), 'hex');
    if (!named?.returnMac || !timingSafeEqual(given, Buffer.from(payment.returnMacHash, 'hex')))
      throw new ApiFailure('PAYMENT_RETURN_INVALID');
  }
  return payment;
}
