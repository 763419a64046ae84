// Browser journeys in Debian's Chromium against the production build (npm test builds first).
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Node's, adding what the pages went through to a failed test (src/support/journey-environment.js).
  testEnvironment: '<rootDir>/src/support/journey-environment.js',
  // Journeys start a server and Chromium; npm test runs two files at a time (--maxWorkers=2).
  testTimeout: 60_000,
};
