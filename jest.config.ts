// One jest run over every project (unit, integration and browser journeys) for `npm test`.
import { getJestProjectsAsync } from '@nx/jest';

export default async () => ({
  projects: await getJestProjectsAsync(),
});
