// Browser journeys in Debian's Chromium against the production build (npm test builds first).
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  // Journeys start a server and Chromium; npm test runs two files at a time (--maxWorkers=2).
  testTimeout: 60_000,
};
