// Shared jest set-up: swc transform (fast), workspace libs mapped from tsconfig.base.json paths.
const path = require('node:path');
const { readTsPaths, workspaceRoot } = require('./tools/webpack/workspace-aliases');

const moduleNameMapper = Object.fromEntries(
  Object.entries(readTsPaths()).map(([name, [target]]) => [
    `^${name.replace(/[/\-@]/g, (c) => `\\${c}`)}$`,
    path.join(workspaceRoot, target),
  ]),
);

module.exports = {
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages that jest must transform (see TOOLCHAIN.md).
  transformIgnorePatterns: ['/node_modules/(?!(cookie|set-cookie-parser)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.(spec|test).[jt]s?(x)'],
};
