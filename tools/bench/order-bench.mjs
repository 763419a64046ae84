#!/usr/bin/env node
// Orders bought end to end per second, as guests buy them: create the order (server pricing), confirm
// it, open a hosted payment, pay on the sandbox provider's page (its real card form), come back and
// finalise (the order is confirmed and its 2 cards issued and emailed). On PGlite in memory and — with
// BENCH_DATABASE_URL=postgres://… — on PostgreSQL, on loopback only. Usage:
//   node tools/bench/order-bench.mjs [--seconds 10] [--concurrency 8]
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./ts-register.cjs');
const { createApiClient } = require('../../libs/api-client/src/index.ts');
const {
  confirmOrder,
  createOrder,
  createPayment,
  paymentFinalisation,
  paymentInitToken,
} = require('../../libs/contracts/src/index.ts');
const { cardFields, submitForm, TEST_CARD } = require('../../apps/api/src/integration/payments-sandbox.ts');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const seconds = option('seconds', 10);
const concurrency = option('concurrency', 8);

let buyer = 0;

/** One guest's purchase of 2 email cards of 100 AED, paid on the provider's page; throws when a step fails. */
async function buyOnce(apiBase) {
  const guest = createApiClient({ baseUrl: apiBase, buId: () => '97', language: () => 'en' });
  const step = (name, answer) => {
    if (!answer.ok) throw new Error(`${name}: ${answer.error.code} ${answer.error.message}`);
    return answer.data;
  };
  buyer += 1;
  const order = step(
    'createOrder',
    await guest.call(createOrder, {
      orderLines: [
        {
          itemCode: 'MJ-GROCERY-D',
          amount: 10_000,
          qty: 2,
          deliverType: 'Email',
          senderName: 'Bench Buyer',
          senderEmail: `bench.buyer${buyer}@example.com`,
          receiverName: 'Bench Receiver',
          receiverEmail: `bench.receiver${buyer}@example.com`,
        },
      ],
    }),
  );
  const confirmed = step(
    'confirmOrder',
    await guest.call(confirmOrder, { orderNo: order.orderNo, paymentMean: 'C04' }),
  );
  const { csrfToken } = step('paymentInitToken', await guest.call(paymentInitToken, {}));
  const payment = step(
    'createPayment',
    await guest.call(createPayment, {
      orderNo: order.orderNo,
      paymentMethod: 'C04',
      csrfToken,
      txnAmount: confirmed.orderAmtTot,
      txnCurrency: 'AED',
    }),
  );
  const paid = await submitForm(payment.redirectUrl, cardFields(TEST_CARD.success));
  if (paid.status !== 303 || !paid.location) throw new Error(`sandbox page: ${paid.status}`);
  const finalised = step(
    'finalisation',
    await guest.call(paymentFinalisation, { callBackUrl: paid.location, buId: '97' }),
  );
  if (finalised.orderNo !== order.orderNo) throw new Error('finalisation answered another order');
}

async function load(apiBase, durationMs) {
  const end = Date.now() + durationMs;
  let done = 0;
  const failures = new Map();
  const latencies = [];
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        await buyOnce(apiBase);
        done += 1;
        latencies.push(performance.now() - started);
      } catch (error) {
        const reason = String(error.message).slice(0, 80);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: done / elapsed,
    done,
    failures,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

const child = fork(fileURLToPath(new URL('./order-bench-servers.ts', import.meta.url)), {
  execArgv: ['-r', fileURLToPath(new URL('./ts-register.cjs', import.meta.url))],
  env: { ...process.env, NODE_ENV: 'production', SHOP_CARD_SECRET: 'order-bench-card-secret-0123456789abcdef' },
});
const { urls } = await new Promise((resolve, reject) => {
  child.once('message', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

console.log(
  `${concurrency} guests buying at once, ${seconds} s per database (after 2 s warm-up), Node ${process.version}`,
);
for (const [label, apiBase] of Object.entries(urls)) {
  await load(apiBase, 2000);
  const result = await load(apiBase, seconds * 1000);
  const failed = [...result.failures].map(([reason, count]) => `${count} × ${reason}`).join('; ');
  console.log(
    `${label.padEnd(10)} ${result.perSecond.toFixed(1).padStart(6)} orders/s created, paid and confirmed  ` +
      `p50 ${result.p50.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms per purchase  ` +
      `(${result.done} bought${failed ? `; failed: ${failed}` : ''})`,
  );
}
child.send('stop');
