module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  // Migrations are .sql files imported as text, as webpack's asset/source does in the build.
  transform: { '\\.sql$': '<rootDir>/jest-sql-transform.js' },
  // PGlite's CommonJS build loads Node built-ins with import(); jest's sandbox only runs that under
  // --experimental-vm-modules, so swc turns those into require() like the rest of the code.
  // jose, openid-client and oauth4webapi are ESM only: swc turns them into CommonJS too (Node runs them
  // as they are through require(esm)).
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|set-cookie-parser|@electric-sql/pglite|jose|openid-client|oauth4webapi)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'sql'],
  // Each test file opens its own database and server; PGlite start-up takes a few seconds.
  testTimeout: 60_000,
};
