#!/usr/bin/env node
// Gift-card redemptions per second through the card ledger (GiftCardStore.move: one conditional UPDATE
// of the card and one ledger INSERT per redemption, in a transaction), on PGlite in memory and — with
// BENCH_DATABASE_URL=postgres://… — on a throwaway PostgreSQL database. Two loads: every redemption on
// ONE card (they queue on its row lock) and redemptions spread over MANY cards. Ends by checking that
// each card's ledger sums to its balance. Usage:
//   node tools/bench/redemption-bench.mjs [--seconds 5] [--concurrency 16] [--cards 1000]
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./ts-register.cjs');
const { Client } = require('pg');
const { openDatabase } = require('../../apps/api/src/db/database.ts');
const { migrate } = require('../../apps/api/src/db/migrate.ts');
const { businessUnits } = require('../../apps/api/src/db/schema.ts');
const { GiftCardStore } = require('../../apps/api/src/features/gift-cards/gift-card-store.ts');
const { sql } = require('drizzle-orm');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const seconds = option('seconds', 5);
const concurrency = option('concurrency', 16);
const cardCount = option('cards', 1000);

async function onServer(url, statement) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Issues `count` cards of a large balance (the bench must not run them dry). */
async function issueCards(store, count) {
  const ids = [];
  for (let index = 0; index < count; index++) {
    const numberHash = randomBytes(32).toString('hex');
    const card = await store.issue({
      buId: '97',
      numberHash,
      pinHashFor: () => randomBytes(32).toString('hex'),
      currency: 'AED',
      amount: 1_000_000_000,
      validMonths: 12,
    });
    ids.push(card.id);
  }
  return ids;
}

/** Makes every redemption's reference unique across loads (a repeated reference is a replay). */
let sequence = 0;

/** `concurrency` workers redeeming 1 minor unit each, on the card `pick()` names, for `ms`. */
async function load(store, pick, ms) {
  const end = Date.now() + ms;
  let done = 0;
  let refused = 0;
  const latencies = [];
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const result = await store.move(pick(), 'P', -1, `bench-${process.pid}-${++sequence}`);
      latencies.push(performance.now() - started);
      if (result.outcome === 'moved') done += 1;
      else refused += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(done / elapsed),
    done,
    refused,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** Cards whose ledger does not sum to their balance (must be none). */
async function unbalancedCards(db) {
  const rows = await db.execute(sql`
    SELECT c.id FROM gift_cards c JOIN card_ledger l ON l.card_id = c.id
    GROUP BY c.id, c.balance HAVING sum(l.amount) <> c.balance`);
  return (rows.rows ?? rows).length;
}

async function bench(label, location) {
  const database = await openDatabase(location);
  await migrate(database);
  await database.db.insert(businessUnits).values({ buId: '97', params: {} });
  const store = new GiftCardStore(database.db, () => Date.now());
  const [oneCard] = await issueCards(store, 1);
  const many = await issueCards(store, cardCount);
  const lines = [];
  for (const [name, pick] of [
    ['one card', () => oneCard],
    [`${cardCount} cards`, () => many[Math.floor(Math.random() * many.length)]],
  ]) {
    await load(store, pick, 1000);
    const result = await load(store, pick, seconds * 1000);
    lines.push(
      `${`${label}, ${name}`.padEnd(28)} ${String(result.perSecond).padStart(6)} redemptions/s  ` +
        `p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
        `(${result.done} moved, ${result.refused} refused)`,
    );
  }
  const unbalanced = await unbalancedCards(database.db);
  lines.push(`${label}: ${unbalanced} cards whose ledger does not sum to the balance`);
  await database.close();
  return lines;
}

console.log(
  `${concurrency} concurrent redemptions of 1, ${seconds} s per load (after 1 s warm-up), Node ${process.version}`,
);
for (const line of await bench('PGlite', { kind: 'pglite', dataDir: null })) console.log(line);
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    for (const line of await bench('PostgreSQL', { kind: 'postgres', url: url.toString() })) console.log(line);
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
