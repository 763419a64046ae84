// Guests buying through the proxy, as the browser does it: open the card's page, create the order, confirm
// it, open a hosted payment, pay on the payment sandbox's page (its own origin), come back and finalise.
// Each step's time is recorded per endpoint. The steps seal each request with the previous answer, so they
// run in the shop's own client rather than from a pool of requests sealed beforehand.
import { createRequire } from 'node:module';
import { newVisitor } from './virtual-clients.mjs';

const require = createRequire(import.meta.url);
const {
  confirmOrder,
  createOrder,
  createPayment,
  getProductDetail,
  paymentFinalisation,
  paymentInitToken,
} = require('../../libs/contracts/src/index.ts');
const { cardFields, submitForm, TEST_CARD } = require('../../apps/api/src/integration/payments-sandbox.ts');

let buyer = 0;

/** A step the shop (or the provider's page) refused: counted, and the guest goes on. Anything else stops the run. */
class StepFailure extends Error {}

const ITEM_CODE = 'MJ-GROCERY-D';

/** The order lines of one guest: 2 email cards of 100 AED. */
function orderLines() {
  buyer += 1;
  return [
    {
      itemCode: ITEM_CODE,
      amount: 10_000,
      qty: 2,
      deliverType: 'Email',
      senderName: 'Load Test Buyer',
      senderEmail: `load.buyer${buyer}.${Date.now()}@example.com`,
      receiverName: 'Load Test Receiver',
      receiverEmail: `load.receiver${buyer}@example.com`,
    },
  ];
}

/** One guest's purchase; `timed(step, promise)` records each step. Throws when a step fails. */
async function buyOnce(apiBase, timed) {
  const { client } = newVisitor(apiBase);
  const call = async (name, endpoint, request) => {
    const answer = await timed(name, client.call(endpoint, request));
    if (!answer.ok) throw new StepFailure(`${name}: ${answer.error.code} ${answer.error.message}`);
    return answer.data;
  };
  // The card's page first, as a shopper opens it: the visitor's first call, which negotiates its key.
  await call('getProductDetail (first call: key agreement)', getProductDetail, { itemCode: ITEM_CODE });
  const order = await call('createOrder', createOrder, { orderLines: orderLines() });
  const confirmed = await call('confirmOrder', confirmOrder, { orderNo: order.orderNo, paymentMean: 'C04' });
  const { csrfToken } = await call('paymentInitToken', paymentInitToken, {});
  const payment = await call('createPayment', createPayment, {
    orderNo: order.orderNo,
    paymentMethod: 'C04',
    csrfToken,
    txnAmount: confirmed.orderAmtTot,
    txnCurrency: 'AED',
  });
  const submitted = submitForm(payment.redirectUrl, cardFields(TEST_CARD.success)).catch((error) => {
    throw new StepFailure(`sandbox payment page: ${error.message}`);
  });
  const paid = await timed('sandbox payment page', submitted);
  if (paid.status !== 303 || !paid.location) throw new StepFailure(`sandbox payment page: ${paid.status}`);
  const finalised = await call('paymentFinalisation', paymentFinalisation, { callBackUrl: paid.location, buId: '97' });
  if (finalised.orderNo !== order.orderNo) throw new StepFailure('paymentFinalisation answered another order');
  return order.orderNo;
}

/**
 * `guests` buyers one after another each, until `until()` is false; `record(step, ms, ok)`, if given, gets
 * every step.
 * Answers the orders completed and the failures by reason.
 */
export async function runGuestCheckouts(apiBase, { guests, until, record }) {
  const completed = [];
  const failures = new Map();
  const timed = async (step, promise) => {
    const started = performance.now();
    try {
      const answer = await promise;
      record?.(step, performance.now() - started, answer.ok !== false);
      return answer;
    } catch (error) {
      record?.(step, performance.now() - started, false);
      throw error;
    }
  };
  const worker = async () => {
    while (until()) {
      try {
        completed.push(await buyOnce(apiBase, timed));
      } catch (error) {
        if (!(error instanceof StepFailure)) throw error;
        const reason = String(error.message).slice(0, 100);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: guests }, worker));
  return { completed, failures };
}
