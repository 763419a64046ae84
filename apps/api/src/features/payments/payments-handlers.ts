import {
  amazonGet3dsUrl,
  confirmPayment,
  createPayment,
  getPaymentMeans,
  marketPayCapture,
  paymentFinalisation,
  paymentInit,
  paymentInitToken,
  threeDsConfirmation,
  tokenizedPayment,
} from '@shop/contracts';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { completePayment, type Viewer } from './complete-payment';
import { checkInitToken, issueInitToken } from './init-token';
import { isHostedMean, offeredPaymentMeans } from './payment-means';
import { paymentPurposeNamed } from './payment-purposes';
import type { PaymentRow } from './payment-store';
import { unitProvider, withProvider } from './providers/provider-calls';
import { paymentOfReturn } from './return-check';
import { startHostedPayment } from './start-payment';
import { payWithSavedCard } from './tokenized-payment';

const viewerOf = (call: Call<unknown>): Viewer => (call.session ? { accountId: call.session.accountId } : null);

/** A buId sent in the body must be the request's unit (the envelope's web info decides the unit). */
function sameUnit(call: Call<unknown>, buId: string | undefined): void {
  if (buId !== undefined && buId !== call.unit.buId)
    throw invalidRequest([{ path: 'buId', message: 'does not match the business unit of the request' }]);
}

/** A payment of this unit by our id. */
async function unitPayment(call: Call<unknown>, paymentId: string): Promise<PaymentRow> {
  const payment = await call.services.payments.find(paymentId);
  if (!payment || payment.buId !== call.unit.buId) throw new ApiFailure('PAYMENT_NOT_FOUND');
  return payment;
}

export const paymentInitTokenHandler = handler(paymentInitToken, (call) => issueInitToken(call));

export const getPaymentMeansHandler = handler(getPaymentMeans, async (call) => ({
  pspProvider: call.unit.pspProvider,
  paymentMeans: (await offeredPaymentMeans(call)).map((code) => ({ code, hosted: isHostedMean(code) })),
}));

export const paymentInitHandler = handler(paymentInit, async (call) => {
  const { purpose, reference } = call.input;
  const payable = await paymentPurposeNamed(purpose).payable(call.services, reference, call.session, call.unit.buId);
  return {
    purpose,
    reference: payable.reference,
    amount: payable.amount,
    currency: payable.currency,
    pspProvider: call.unit.pspProvider,
    paymentMeans: await offeredPaymentMeans(call),
  };
});

export const createPaymentHandler = handler(createPayment, async (call) => {
  const { input } = call;
  sameUnit(call, input.buId);
  await checkInitToken(call, input.csrfToken);
  const payable = await paymentPurposeNamed('order').payable(
    call.services,
    input.orderNo,
    call.session,
    call.unit.buId,
  );
  // The client's figures are never used; when it sends them they must be what it showed the buyer.
  const changed =
    (input.txnAmount !== undefined && input.txnAmount !== payable.amount) ||
    (input.txnCurrency !== undefined && input.txnCurrency !== payable.currency);
  if (changed) throw new ApiFailure('PAYMENT_AMOUNT_CHANGED');
  const started = await startHostedPayment(call, payable, input.paymentMethod);
  return { ...started, orderNo: payable.reference };
});

export const tokenizedPaymentHandler = handler(tokenizedPayment, async (call) => {
  const { input } = call;
  await checkInitToken(call, input.csrfToken);
  const payable = await paymentPurposeNamed('order').payable(
    call.services,
    input.orderNo,
    call.session,
    call.unit.buId,
  );
  if (input.txnAmount !== undefined && input.txnAmount !== payable.amount)
    throw new ApiFailure('PAYMENT_AMOUNT_CHANGED');
  return { ...(await payWithSavedCard(call, payable, input.cardToken)), orderNo: payable.reference };
});

export const paymentFinalisationHandler = handler(paymentFinalisation, async (call) => {
  sameUnit(call, call.input.buId);
  const payment = await paymentOfReturn(call, call.input);
  return completePayment(call.services, payment, viewerOf(call));
});

export const marketPayCaptureHandler = handler(marketPayCapture, async (call) => {
  sameUnit(call, call.input.buId);
  if (unitProvider(call.unit.pspProvider).name !== 'marketPay') throw new ApiFailure('PAYMENT_RETURN_INVALID');
  const payment = await paymentOfReturn(call, { callBackUrl: call.input.callBackUrl, token: call.input.transactionId });
  return completePayment(call.services, payment, viewerOf(call));
});

export const confirmPaymentHandler = handler(confirmPayment, async (call) =>
  completePayment(call.services, await unitPayment(call, call.input.paymentId), viewerOf(call)),
);

export const threeDsConfirmationHandler = handler(threeDsConfirmation, async (call) => {
  const payment = await unitPayment(call, call.input.paymentId);
  const providerPaymentId = payment.providerPaymentId;
  const remote = providerPaymentId
    ? await withProvider(() => unitProvider(payment.provider).status(providerPaymentId))
    : null;
  return {
    paymentId: payment.id,
    state: payment.state,
    threeDSecure: remote?.threeDSecure ?? 'none',
    // Waiting for the code: the hosted page leads back to the challenge.
    redirectUrl: remote?.state === 'challenge' ? payment.redirectUrl : null,
  };
});

/** Amazon Payment Services' get3dsUrl: the provider is asked where the payment's challenge is answered. */
export const amazonGet3dsUrlHandler = handler(amazonGet3dsUrl, async (call) => {
  const provider = unitProvider(call.unit.pspProvider);
  if (provider.name !== 'amazon' || !provider.threeDsUrl) throw new ApiFailure('PAYMENT_RETURN_INVALID');
  const payment = await unitPayment(call, call.input.paymentId);
  const { providerPaymentId } = payment;
  const asked = provider.threeDsUrl.bind(provider);
  const threeDsUrl = providerPaymentId ? await withProvider(() => asked(providerPaymentId)) : null;
  return { paymentId: payment.id, state: payment.state, threeDsUrl };
});

export const PAYMENTS_HANDLERS = [
  paymentInitTokenHandler,
  getPaymentMeansHandler,
  paymentInitHandler,
  createPaymentHandler,
  tokenizedPaymentHandler,
  paymentFinalisationHandler,
  marketPayCaptureHandler,
  confirmPaymentHandler,
  threeDsConfirmationHandler,
  amazonGet3dsUrlHandler,
];
