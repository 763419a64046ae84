import { createApiClient } from '@shop/api-client';
import { getBuParameter } from '@shop/contracts';
import { createTestDatabase } from './test-database';
import { startApiProcess } from './api-process';

describe('the API as its own process', () => {
  it('starts on the database it is given, answers, and stops', async () => {
    const database = await createTestDatabase();
    const location =
      database.location.kind === 'postgres' ? { databaseUrl: database.location.url } : { pgliteDataDir: `memory://` };
    const api = await startApiProcess(location);
    try {
      const client = createApiClient({ baseUrl: api.baseUrl, buId: () => '97', language: () => 'en' });
      const answer = await client.call(getBuParameter, { buId: '97' });
      expect(answer.ok).toBe(true);
    } finally {
      await api.stop();
      await database.drop();
    }
  });
});
