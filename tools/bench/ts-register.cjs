// Lets Node run the workspace's TypeScript directly (the bench runs the API and the client from
// source): .ts compiled by @swc/core to CommonJS on require, @shop/* resolved from
// tsconfig.base.json, .sql files loaded as text like the webpack build does.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { readTsPaths, workspaceRoot } = require('../webpack/workspace-aliases');

const aliases = Object.fromEntries(
  Object.entries(readTsPaths()).map(([name, [target]]) => [name, path.join(workspaceRoot, target)]),
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveWithAliases(request, ...rest) {
  return resolveFilename.call(this, aliases[request] ?? request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

require.extensions['.sql'] = (module, filename) => {
  module.exports = { __esModule: true, default: fs.readFileSync(filename, 'utf8') };
};
