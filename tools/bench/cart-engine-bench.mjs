// Times the cart rules' totals and coupon allocation on a 1,000-line cart with 10 coupons.
// Run: node tools/bench/cart-engine-bench.mjs [runs]
// The lib is TypeScript; a small require hook compiles its files on the fly with @swc/core
// (already a dev dependency), so no build step or extra runner is needed.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { transformSync } = require('@swc/core');
const Module = require('node:module');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const libSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../libs/cart-rules/src');
const { allocateCoupons } = require(path.join(libSource, 'coupon-allocation.ts'));
const { cartTotals } = require(path.join(libSource, 'cart-total.ts'));
const { createCartItemData } = require(path.join(libSource, 'cart-items.ts'));

const LINES = 1000;
const COUPONS = 10;
const RUNS = Number(process.argv[2] ?? 51);
const WARM_UP = 20;
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new RangeError(`runs must be a whole number of at least 1, got ${process.argv[2]}`);

/** Deterministic pseudo-random numbers so every run measures the same cart. */
function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function buildCart(random) {
  const items = [];
  for (let index = 0; index < LINES; index += 1) {
    items.push({
      id: `line-${index}`,
      data: createCartItemData({
        itemCode: `GC-${Math.floor(random() * 50)}`,
        amount: 1000 + Math.floor(random() * 99) * 500,
        qty: 1 + Math.floor(random() * 10),
        productDiscount: [0, 2.5, 5, 7.5][Math.floor(random() * 4)],
        salesmanSetDiscount: random() < 0.1 ? 10 : null,
        extraProductAmount: random() < 0.3 ? 1500 : 0,
        cardMadeFee: random() < 0.2 ? 250 : 0,
      }),
    });
  }
  return items;
}

function buildCoupons(random) {
  const coupons = [];
  for (let index = 0; index < COUPONS; index += 1) {
    const restricted = index % 2 === 0;
    const suited = restricted
      ? Array.from({ length: 1 + (index % 5) }, () => ({ itemCode: `GC-${Math.floor(random() * 50)}` }))
      : [];
    coupons.push({
      cardNumber: `600000000${index}`,
      pinCode: '0000',
      cardBalance: 50_000 + Math.floor(random() * 2_000_000),
      isAllowPartialRedeem: index % 3 !== 0,
      subPayDesc: restricted ? 'Brand only' : '',
      suitedItemCode: suited,
      isThirdPartyCoupon: false,
    });
  }
  return coupons;
}

function recompute(items, coupons) {
  const allocation = allocateCoupons(items, coupons);
  return cartTotals(items, coupons, allocation);
}

const random = seededRandom(97);
const items = buildCart(random);
const coupons = buildCoupons(random);

for (let run = 0; run < WARM_UP; run += 1) recompute(items, coupons);

const timings = [];
let totals;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  totals = recompute(items, coupons);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)];
const p90 = timings[Math.floor(timings.length * 0.9)];

console.log(
  `cart-engine bench: ${LINES} lines, ${COUPONS} coupons, ${RUNS} runs after ${WARM_UP} warm-up runs ` +
    `(Node ${process.versions.node})`,
);
console.log(
  `totals + allocation: median ${median.toFixed(3)} ms, min ${timings[0].toFixed(3)} ms, p90 ${p90.toFixed(3)} ms`,
);
console.log(
  `cart total ${totals.total} minor units (gross ${totals.gross}, discount ${totals.discount}, ` +
    `extras ${totals.extras}, coupons ${totals.coupons})`,
);
