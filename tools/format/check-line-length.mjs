#!/usr/bin/env node
// No line of code over the print width. Prettier wraps code to it but cannot break a long string,
// comment or test name, so this check holds those too. Data files (JSON translations and seed
// catalogues, whose strings cannot be split) and Markdown prose are outside it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PRINT_WIDTH = JSON.parse(readFileSync(new URL('../../.prettierrc.json', import.meta.url), 'utf8')).printWidth;
const CODE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|css|html)$/;
const root = fileURLToPath(new URL('../..', import.meta.url));

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => CODE_FILE.test(file));

let longLines = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}/${file}`, 'utf8');
  } catch {
    continue; // deleted in the working tree, not yet in the index
  }
  text.split('\n').forEach((line, index) => {
    // Characters, not UTF-16 units or bytes: Arabic and Chinese text counts as it shows.
    const width = [...line].length;
    if (width > PRINT_WIDTH) {
      longLines += 1;
      console.log(`${file}:${index + 1}: ${width} characters (at most ${PRINT_WIDTH})`);
    }
  });
}
const lines = `${longLines === 0 ? 'No' : longLines} line${longLines === 1 ? '' : 's'}`;
console.log(`${lines} over ${PRINT_WIDTH} characters in ${files.length} code files.`);
process.exit(longLines === 0 ? 0 : 1);
