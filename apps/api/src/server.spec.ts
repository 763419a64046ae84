import { getBuParameter } from '@shop/contracts';
import { createApiClient } from '@shop/api-client';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { mountApi } from './server';
import { TEST_PASSWORD_COST } from './testing/test-api';
import { createTestDatabase } from './testing/test-database';

describe('mounting the API in another fastify server', () => {
  it('answers under its prefix beside the host routes, and closes with the host', async () => {
    const database = await createTestDatabase();
    const host = Fastify();
    host.get('/', async () => 'shop page');
    await mountApi(host, {
      databaseUrl: database.location.kind === 'postgres' ? database.location.url : undefined,
      dataDir: 'memory://',
      passwordCost: TEST_PASSWORD_COST,
      seedDemo: true,
      prefix: '/platform',
    });
    await host.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${origin}/`)).text()).toBe('shop page');
      const client = createApiClient({ baseUrl: `${origin}/platform`, buId: () => '150', language: () => 'nl' });
      expect(await client.call(getBuParameter, { buId: '150' })).toMatchObject({
        ok: true,
        data: { name: 'EuroGift' },
      });
      expect((await fetch(`${origin}/platform/nothing`)).status).toBe(404);
      expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBeNull();
    } finally {
      await host.close();
      await database.drop();
    }
  });
});
