// Browser journeys in Debian's Chromium against the production build (npm test builds first).
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
  // One browser at a time: the machine has two cores and the server build is shared.
  maxWorkers: 1,
};
