// Resolves the workspace libs (@shop/*) from tsconfig.base.json so webpack and jest agree on one map.
const path = require('node:path');
const fs = require('node:fs');

const workspaceRoot = path.resolve(__dirname, '../..');

function readTsPaths() {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return tsconfig.compilerOptions.paths;
}

/** Exact-match webpack aliases: '@shop/session$' -> /abs/libs/session/src/index.ts */
function workspaceAliases() {
  return Object.fromEntries(
    Object.entries(readTsPaths()).map(([name, [target]]) => [`${name}$`, path.join(workspaceRoot, target)]),
  );
}

/** Names of every workspace lib entry, e.g. ['@shop/session', '@shop/session/react', ...]. */
function workspaceLibNames() {
  return Object.keys(readTsPaths());
}

module.exports = { workspaceRoot, workspaceAliases, workspaceLibNames, readTsPaths };
