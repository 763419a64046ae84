// One jest run over every project (unit, integration and browser journeys) for `npm test`.
const { getJestProjectsAsync } = require('@nx/jest');

module.exports = async () => ({
  projects: await getJestProjectsAsync(),
});
