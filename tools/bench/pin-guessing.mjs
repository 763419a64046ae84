#!/usr/bin/env node
// PIN guessing against one gift card (decision 0018): what the card limits of DEFAULT_RATE_LIMITS let a
// stranger who knows a card's number do, and what they cost its holder. Two parts:
// 1. the figures from the limits: guesses per card per day and year, the chance of finding the PIN
//    (6 digits, 10^6 PINs, tried without repeats: n guesses find it with probability n / 10^6), how
//    many addresses close a card to new clients and for how long; beside the limits before 0018;
// 2. a simulation through the real openCard on PGlite in memory, the clock moved by the bench: a
//    stranger sends a wrong PIN every few minutes (from a new address each time, or from one address),
//    while the holder's clients (an address that opened the card before, the signed-in owner) and a
//    client new to the card send the right PIN every quarter of an hour. It counts the PINs actually
//    checked for the stranger per day and the right PINs refused, and the longest refusal.
// Usage: node tools/bench/pin-guessing.mjs [--days 3] [--attack-every 5] [--holder-every 15] (minutes)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./ts-register.cjs');
const { DEFAULT_RATE_LIMITS } = require('../../apps/api/src/http/rate-limits.ts');
const { ApiFailure } = require('../../apps/api/src/http/api-failure.ts');
const { accounts } = require('../../apps/api/src/db/schema.ts');
const { openRepositoryTestDatabase } = require('../../apps/api/src/testing/test-database.ts');
const { cardTestCall, cardTestServices } = require('../../apps/api/src/features/gift-cards/card-test-services.ts');
const { issueCards } = require('../../apps/api/src/features/gift-cards/card-issuer.ts');
const { openCard } = require('../../apps/api/src/features/cards/card-access.ts');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const days = option('days', 3);
const attackEvery = option('attack-every', 5);
const holderEvery = option('holder-every', 15);

const PINS = 1_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const percent = (p) => `${(100 * p).toPrecision(3)} %`;
const found = (guesses) => Math.min(1, guesses / PINS);

function figures() {
  const { cardFailuresPerClientOnCard: own, cardFailuresPerCard: hourly } = DEFAULT_RATE_LIMITS;
  const daily = DEFAULT_RATE_LIMITS.cardFailuresPerCardPerDay;
  const perDay = Math.min(hourly.max * (DAY / hourly.timeWindow), daily.max * (DAY / daily.timeWindow));
  const onePerDay = Math.min(own.max * (DAY / own.timeWindow), perDay);
  // Before 0018: 10 failures an hour per typed number (429 to everyone), 5 in a row locked the card 30 min.
  const before = 10 * 24;
  console.log('Limits (DEFAULT_RATE_LIMITS):');
  console.log(`  per address on one card ${own.max} failures / ${own.timeWindow / HOUR} h (a right PIN forgives them)`);
  console.log(`  per card, all clients    ${hourly.max} / ${hourly.timeWindow / HOUR} h and ${daily.max} / day`);
  console.log('Stranger with any number of addresses (each PIN tried once):');
  console.log(`  guesses per card: ${perDay} a day, ${perDay * 365} a year (before 0018: ${before}, ${before * 365})`);
  for (const [label, span] of [
    ['a day', 1],
    ['a month', 30],
    ['a year', 365],
  ])
    console.log(
      `  finds the PIN in ${label}: ${percent(found(perDay * span))} (before: ${percent(found(before * span))})`,
    );
  const halfIn = (guessesPerDay) => Math.round(PINS / 2 / guessesPerDay / 365);
  console.log(`  half the PINs tried after ${halfIn(perDay)} years (before: ${halfIn(before)})`);
  console.log(`Stranger with one address: ${onePerDay} guesses a day on a card; closes it to no one`);
  console.log('Who the stranger can refuse, and for how long:');
  console.log("  the holder's clients (signed-in owner, an address or account that opened the card with its");
  console.log('    PIN or its link in the last 30 days): never; only their own failures count against them');
  console.log(`  a client new to the card: while a cap is reached: ${Math.ceil(hourly.max / own.max)} addresses`);
  console.log(
    `    close it up to ${hourly.timeWindow / MINUTE} min; ${Math.ceil(daily.max / own.max)} addresses up to 24 h;`,
  );
  console.log(`    a stranger who keeps it closed spends ${daily.max} guesses a day (a captcha or an order each)`);
  console.log('  before 0018: everyone, 30 min after 5 wrong PINs from one address, 60 min after 10 from any');
}

/** The n-th address under a prefix of one or two bytes. */
const addressOf = (prefix, n) =>
  prefix.includes('.')
    ? `${prefix}.${(n >> 8) & 255}.${n & 255}`
    : `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The answer's kind: 'opened', 'refused' (11001, the PIN was checked) or 'limited' (429). */
async function attempt(call, card, pinCode) {
  try {
    await openCard(call, card.cardNumber, pinCode);
    return 'opened';
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return error.status === 429 ? 'limited' : 'refused';
  }
}

async function simulate(label, strangerAddress) {
  const { database, close } = await openRepositoryTestDatabase(['97']);
  let clock = Date.UTC(2026, 0, 1);
  const services = cardTestServices(database.db, () => clock);
  const [owner] = await database.db
    .insert(accounts)
    .values({
      buId: '97',
      custType: 'C',
      email: 'o@example.com',
      status: 'active',
      firstName: 'O',
      lastName: 'W',
      passwordHash: 'x',
    })
    .returning({ id: accounts.id });
  const [card] = await issueCards(database.db, services, {
    buId: '97',
    orderNo: 'BENCH-1',
    ownerAccountId: owner.id,
    currency: 'AED',
    lines: [{ lineNo: 1, itemCode: 'MJ-GROCERY-D', amount: 5000, qty: 1, validMonths: 12 }],
  });
  let newcomers = 0;
  const clients = {
    'earlier address': () => cardTestCall(services, '97', '198.51.100.1'),
    'signed-in owner': () => cardTestCall(services, '97', '198.51.100.2', owner.id),
    // A different address at every try: a holder on a device and network the card has never seen.
    'new client': () => cardTestCall(services, '97', addressOf('192.168', (newcomers += 1))),
  };
  await attempt(clients['earlier address'](), card, card.pinCode);

  const wrong = card.pinCode === '000000' ? '000001' : '000000';
  const checkedPerDay = Array(days).fill(0);
  const stats = Object.fromEntries(
    Object.keys(clients).map((name) => [name, { tries: 0, refused: 0, longest: 0, since: null }]),
  );
  const start = clock;
  let strangerCalls = 0;
  for (let minute = 0; minute < days * 24 * 60; minute += 1) {
    clock = start + minute * MINUTE;
    if (minute % attackEvery === 0) {
      const address = strangerAddress ?? addressOf('10', strangerCalls + 1);
      strangerCalls += 1;
      if ((await attempt(cardTestCall(services, '97', address), card, wrong)) === 'refused')
        checkedPerDay[Math.floor(minute / (24 * 60))] += 1;
    }
    if (minute % holderEvery !== 0) continue;
    for (const [name, call] of Object.entries(clients)) {
      const stat = stats[name];
      stat.tries += 1;
      if ((await attempt(call(), card, card.pinCode)) === 'opened') stat.since = null;
      else {
        stat.refused += 1;
        stat.since ??= clock;
        stat.longest = Math.max(stat.longest, clock - stat.since + holderEvery * MINUTE);
      }
    }
  }
  await close();
  console.log(
    `\nSimulation, ${label}: ${strangerCalls} wrong PINs sent over ${days} days (one every ${attackEvery} min)`,
  );
  console.log(`  PINs checked for the stranger per day: ${checkedPerDay.join(', ')}`);
  for (const [name, stat] of Object.entries(stats))
    console.log(
      `  ${name.padEnd(16)} right PIN every ${holderEvery} min: refused ${stat.refused} of ${stat.tries}` +
        (stat.refused ? `, longest refusal ${Math.round(stat.longest / MINUTE)} min` : ''),
    );
}

figures();
const started = performance.now();
await simulate('a stranger on many addresses', null);
await simulate('a stranger on one address', '203.0.113.9');
console.log(`\n(simulations took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
