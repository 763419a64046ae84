#!/usr/bin/env node
// Orders bought end to end per second, as guests buy them: create the order (server pricing), confirm
// it, open a hosted payment, pay on the sandbox provider's page (its real card form), come back and
// finalise (the order is confirmed and its 2 cards issued and emailed). On PGlite in memory and — with
// BENCH_DATABASE_URL=postgres://… — on PostgreSQL, on loopback only. Usage:
//   node tools/bench/order-bench.mjs [--seconds 10] [--concurrency 8] [--only pglite|postgres]
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

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
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';

let buyer = 0;
/** Milliseconds spent in each step, summed over the purchases of one run (where the time goes). */
const stepTimes = new Map();

/** One guest's purchase of 2 email cards of 100 AED, paid on the provider's page; throws when a step fails. */
async function buyOnce(apiBase) {
  const guest = createApiClient({ baseUrl: apiBase, buId: () => '97', language: () => 'en' });
  let stepStarted = performance.now();
  const step = (name, answer) => {
    if (!answer.ok) throw new Error(`${name}: ${answer.error.code} ${answer.error.message}`);
    const now = performance.now();
    stepTimes.set(name, (stepTimes.get(name) ?? 0) + now - stepStarted);
    stepStarted = now;
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
  step('sandboxPage', { ok: true });
  const finalised = step(
    'finalisation',
    await guest.call(paymentFinalisation, { callBackUrl: paid.location, buId: '97' }),
  );
  if (finalised.orderNo !== order.orderNo) throw new Error('finalisation answered another order');
  return order.orderNo;
}

async function load(apiBase, durationMs, orderNos) {
  const end = Date.now() + durationMs;
  let done = 0;
  const failures = new Map();
  const latencies = [];
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        orderNos.push(await buyOnce(apiBase));
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

// BENCH_PROFILE_DIR=… writes a CPU profile of the servers' process there (read it with profile-top.mjs).
const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
const child = fork(fileURLToPath(new URL('./order-bench-servers.ts', import.meta.url)), {
  execArgv: [...profile, '-r', fileURLToPath(new URL('./ts-register.cjs', import.meta.url))],
  env: {
    ...process.env,
    BENCH_ONLY: only,
    NODE_ENV: 'production',
    SHOP_CARD_SECRET: 'order-bench-card-secret-0123456789abcdef',
  },
});
const exited = new Promise((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
/** Sends the servers' process a question and waits for its answer. */
const ask = (question) =>
  Promise.race([exited, new Promise((resolve) => (child.once('message', resolve), question && child.send(question)))]);
const { urls } = await ask(null);

console.log(
  `${concurrency} guests buying at once, ${seconds} s per database (after 2 s warm-up), Node ${process.version}`,
);
let wrong = false;
for (const [label, apiBase] of Object.entries(urls)) {
  const orderNos = [];
  await load(apiBase, 2000, orderNos);
  await ask({ type: 'reset', label });
  stepTimes.clear();
  const clientCpu = process.cpuUsage();
  const result = await load(apiBase, seconds * 1000, orderNos);
  const failed = [...result.failures].map(([reason, count]) => `${count} × ${reason}`).join('; ');
  console.log(
    `${label.padEnd(10)} ${result.perSecond.toFixed(1).padStart(6)} orders/s created, paid and confirmed  ` +
      `p50 ${result.p50.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms per purchase  ` +
      `(${result.done} bought${failed ? `; failed: ${failed}` : ''})`,
  );
  const steps = [...stepTimes].map(([name, ms]) => `${name} ${(ms / Math.max(result.done, 1)).toFixed(0)}`);
  console.log(`${''.padEnd(10)} ms per purchase by step: ${steps.join(', ')}`);
  const clientUsage = process.cpuUsage(clientCpu);
  const { check, queries, cpu } = await ask({ type: 'check', label, orderNos, measured: result.done });
  const per = (ms) => (ms / Math.max(result.done, 1)).toFixed(1);
  console.log(
    `${''.padEnd(10)} CPU ms per purchase: API ${per(cpu.apiMs)}` +
      (label === 'postgres' ? `, PostgreSQL backends ${per(cpu.databaseMs)}` : ' (database included)') +
      `, bench clients ${per((clientUsage.user + clientUsage.system) / 1000)}; load ${loadavg()[0].toFixed(2)}`,
  );
  const exact = check.exact === check.bought && check.paidUnseen === 0 && check.problems.length === 0;
  wrong ||= !exact;
  console.log(
    `${''.padEnd(10)} ${exact ? 'none lost or doubled' : 'LOST OR DOUBLED'}: ${check.exact} of ${check.bought} ` +
      `purchases (warm-up included) paid once with their 2 cards issued once; ${check.paidUnseen} paid unseen` +
      (check.problems.length ? `\n  ${check.problems.join('\n  ')}` : ''),
  );
  if (queries) console.log(queries);
}
child.send('stop');
if (wrong) process.exitCode = 1;
