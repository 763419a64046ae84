#!/usr/bin/env node
// How long a business large-order file of 5,000 rows takes to check (POST /v3/files/uploadFile: read,
// every row through the order form's rules and the catalogue's prices, the file stored) and to order
// (POST /files/orderFile: the stored file read and checked again, one order of the valid rows, its
// lines inserted in batches). The API runs in this process on PGlite in memory and — with
// BENCH_DATABASE_URL=postgres://… — on PostgreSQL too, on loopback only. Usage:
//   node tools/bench/large-order-file.mjs [--rows 5000] [--bad 3]
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./ts-register.cjs');
const XLSX = require('@e965/xlsx');
const { Client } = require('pg');
const { sql } = require('drizzle-orm');
const { createApiClient } = require('../../libs/api-client/src/index.ts');
const { orderLargeOrderFile, uploadLargeOrderFile } = require('../../libs/contracts/src/index.ts');
const { DEFAULT_RATE_LIMITS } = require('../../apps/api/src/http/rate-limits.ts');
const { createApiServer } = require('../../apps/api/src/server.ts');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}
const rowCount = option('rows', 5000);
const badRows = option('bad', 3);

process.env.SHOP_CARD_SECRET ??= 'large-order-bench-card-secret-0123456789';
const rateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((group) => [group, { max: 10_000_000, timeWindow: 60_000 }]),
);
const options = { rateLimits, passwordCost: { N: 2 ** 12, r: 8, p: 1 }, imagesDir: false, seedDemo: true };
const INVOICE = {
  invoiceReceiverName: 'Service comptabilité',
  invoiceAddress: '18 rue de la Paix',
  invoiceZipCode: '75002',
  invoiceCity: 'Paris',
  invoiceCountryCode: 'FR',
  invoiceEmail: 'compta@atelier-durand.com',
  invoiceMobileNo: '+33140000000',
};

/** A recipient file of `rows` email cards, `bad` of them with a wrong email (spread through the file). */
function recipientFile(rows, bad) {
  const header = ['itemCode', 'amount', 'qty', 'deliverType', 'receiverName', 'receiverEmail', 'senderName'];
  const body = Array.from({ length: rows }, (_, index) => [
    'MC-CE-D',
    50,
    1,
    'Email',
    'Camille Martin',
    index % Math.ceil(rows / bad) === 7 ? `salarie${index}@` : `salarie${index}@atelier-durand.com`,
    'Atelier Durand',
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([header, ...body]), 'Commande');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }));
}

async function onServer(url, statement) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Checks then orders the file on one API; answers the two durations in ms. */
async function measure(app, bytes) {
  const { services, database } = app.shopApi;
  // One order holds at most b2bMaxQty cards (1,000 on the demo unit): the bench's unit allows the file.
  await database.db.execute(
    sql.raw(`UPDATE business_units SET params = jsonb_set(params, '{b2bMaxQty}', '${rowCount}') WHERE bu_id = '250'`),
  );
  const accountId = await accountIdOf(database.db);
  const { accessToken } = await services.sessions.create(accountId);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${app.server.address().port}/api`;
  const client = createApiClient({ baseUrl, buId: () => '250', language: () => 'fr', accessToken: () => accessToken });
  const sha = createHash('sha256').update(bytes).digest('hex');

  let started = performance.now();
  const checked = await client.call(
    uploadLargeOrderFile,
    { custId: String(accountId), fileName: 'salaries.xlsx', fileSha256: sha },
    { file: { name: 'salaries.xlsx', content: bytes } },
  );
  const checkMs = performance.now() - started;
  if (!checked.ok) throw new Error(`check: ${checked.error.code} ${checked.error.message}`);
  started = performance.now();
  const ordered = await client.call(orderLargeOrderFile, {
    custId: String(accountId),
    fileId: checked.data.fileId,
    ...INVOICE,
  });
  const orderMs = performance.now() - started;
  if (!ordered.ok) throw new Error(`order: ${ordered.error.code} ${ordered.error.message}`);
  return { checkMs, orderMs, valid: checked.data.validRowCount, ordered: ordered.data.orderedRowCount };
}

async function accountIdOf(db) {
  const { rows } = await db.execute(sql`SELECT id FROM accounts WHERE email = 'achats@atelier-durand.com'`);
  return Number(rows[0].id);
}

const bytes = recipientFile(rowCount, badRows);
console.log(
  `large-order file: ${rowCount} rows (${badRows} with a wrong email), ${(bytes.length / 1024).toFixed(0)} KiB ` +
    `xlsx, Node ${process.version}`,
);
const targets = [['pglite', () => createApiServer({ ...options, dataDir: 'memory://', databaseUrl: undefined })]];
const serverUrl = process.env.BENCH_DATABASE_URL;
const name = `shop_bench_${randomBytes(4).toString('hex')}`;
if (serverUrl) {
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  targets.push(['postgres', () => createApiServer({ ...options, databaseUrl: url.toString() })]);
}
try {
  for (const [label, start] of targets) {
    const app = await start();
    try {
      const result = await measure(app, bytes);
      console.log(
        `${label.padEnd(9)} check ${(result.checkMs / 1000).toFixed(2)} s (${result.valid} valid rows)  ` +
          `order ${(result.orderMs / 1000).toFixed(2)} s (${result.ordered} lines)`,
      );
    } finally {
      await app.close();
    }
  }
} finally {
  if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
