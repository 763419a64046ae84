#!/usr/bin/env node
// Time and peak memory of the card PDF of one large order: buildCardsPdf of N cards (default 500), each
// with the seed's SVG template image, a Code 128 barcode and a QR code, as an order's PDF delivery makes
// it. Also the zip (one PDF per card) and the two Excel files when --all is given. Usage:
//   node tools/bench/card-pdf-bench.mjs [--cards 500] [--language en] [--png] [--all]
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
require('./ts-register.cjs');
const { buildCardsPdf } = require('../../apps/api/src/features/documents/cards-pdf.ts');
const { buildCardsZip } = require('../../apps/api/src/features/documents/cards-zip.ts');
const { buildCardNumbersXlsx, buildCardUrlsXlsx } = require('../../apps/api/src/features/documents/card-sheets.ts');
const { ENGLISH_LOOK, sampleCards } = require('../../apps/api/src/features/documents/document-test-cards.ts');
const { cardBarcodePng } = require('../../apps/api/src/features/documents/document-codes.ts');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}
const count = Number(option('cards', 500));
const language = option('language', 'en');
const look = { ...ENGLISH_LOOK, language };
// --png: a raster template (a PNG made by bwip-js) instead of the seed's SVG, shared by every card.
const template = process.argv.includes('--png')
  ? { bytes: await cardBarcodePng('9999999999999999'), type: 'png' }
  : undefined;
const cards = template ? sampleCards(count, template) : sampleCards(count);

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
let peakHeap = 0;
const sampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 20);

/** CPU seconds this process used (user + system): the work itself, apart from waiting for a busy machine. */
const cpuSeconds = () => {
  const usage = process.resourceUsage();
  return (usage.userCPUTime + usage.systemCPUTime) / 1e6;
};

async function measure(name, build) {
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const bytes = await build();
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpuBefore;
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  console.log(`${name}: ${count} cards in ${seconds.toFixed(2)} s (CPU ${cpu.toFixed(2)} s), ${mib(bytes.length)}`);
}

console.log(
  `Node ${process.version}, ${count} cards, language ${language}, template ${template ? 'png' : 'svg'}, ` +
    `load average ${os.loadavg()[0].toFixed(1)}`,
);
await measure('PDF (one page per card)', () => buildCardsPdf(cards, look));
if (process.argv.includes('--all')) {
  await measure('Zip (one PDF per card)', () => buildCardsZip(cards, look));
  await measure('Card numbers xlsx', async () => buildCardNumbersXlsx(cards, look));
  await measure('Card URLs xlsx', async () => buildCardUrlsXlsx(cards, look));
}
clearInterval(sampler);
// maxRSS is in KiB.
console.log(`peak RSS ${mib(process.resourceUsage().maxRSS * 1024)}, peak heap used ${mib(peakHeap)}`);
