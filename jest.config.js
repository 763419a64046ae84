// One jest run over every project (unit, integration and browser journeys) for `npm test`.
const { getJestProjectsAsync } = require('@nx/jest');

module.exports = async () => ({
  projects: await getJestProjectsAsync(),
  // A global option in multi-project runs: API files open a database and journeys start Chromium.
  testTimeout: 60_000,
});
