import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@shop/federation';
import { remoteEntryRetryPlugin } from './retry-plugin';
import { fakeEntryServer, fakeRemoteNetwork } from './testing/fake-remote-network';

const consumerRoutes: RemoteRoutesModule = { release: 'r1', pages: {} };
let instances = 0;

function shellWith(server: ReturnType<typeof fakeEntryServer>, delaysMs: number[]) {
  instances += 1;
  const entry = `http://remotes.test/${instances}/consumer/remoteEntry.js`;
  const shell = createInstance({
    name: `retry_test_shell_${instances}`,
    remotes: [{ name: 'consumer', entry }],
    plugins: [fakeRemoteNetwork(server.fetchEntry, { consumer: consumerRoutes }), remoteEntryRetryPlugin(delaysMs)],
  });
  return { shell, entry };
}

describe('the remote entry retry plugin', () => {
  afterEach(() => delete (globalThis as Record<string, unknown>)['consumer']);

  it('loads the remote when its entry comes back during the retries', async () => {
    const server = fakeEntryServer();
    const { shell, entry } = shellWith(server, [20, 40]);
    server.failTimes(entry, 2);

    const started = Date.now();
    await expect(shell.loadRemote('consumer/routes')).resolves.toBe(consumerRoutes);
    // First try failed, the retry after 20 ms failed too, the one 40 ms later loaded it.
    expect(server.fetchesOf(entry)).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('tries the entry once per delay, then lets the load fail', async () => {
    const server = fakeEntryServer();
    const { shell, entry } = shellWith(server, [1, 2]);
    server.takeDown(entry);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(shell.loadRemote('consumer/routes')).rejects.toThrow(/RUNTIME-008/);
    expect(server.fetchesOf(entry)).toBe(3);
    jest.restoreAllMocks();
  });

  it('does not try again when the entry loads the first time', async () => {
    const server = fakeEntryServer();
    const { shell, entry } = shellWith(server, [1, 2]);
    await expect(shell.loadRemote('consumer/routes')).resolves.toBe(consumerRoutes);
    expect(server.fetchesOf(entry)).toBe(1);
  });

  it('fetches the entry again on a later load after giving up', async () => {
    const server = fakeEntryServer();
    const { shell, entry } = shellWith(server, [1]);
    server.takeDown(entry);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(shell.loadRemote('consumer/routes')).rejects.toThrow();
    jest.restoreAllMocks();

    server.bringUp(entry);
    await expect(shell.loadRemote('consumer/routes')).resolves.toBe(consumerRoutes);
    expect(server.fetchesOf(entry)).toBe(3);
  });
});
