import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesModule } from '@shop/federation';
import { remoteFallbackPlugin, remoteOfRoutesModule } from './fallback-plugin';
import { fakeEntryServer, fakeRemoteNetwork } from './testing/fake-remote-network';

describe('the remote fallback plugin', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("answers a failed load of a remote's routes with that remote's fallback module", async () => {
    const server = fakeEntryServer();
    server.takeDown('/account/');
    const fallback: RemoteRoutesModule = { release: 'unavailable', pages: {} };
    const fallbackFor = jest.fn<RemoteRoutesModule, [RemoteName]>(() => fallback);
    const shell = createInstance({
      name: 'fallback_test_shell_1',
      remotes: [{ name: 'account', entry: 'http://remotes.test/fallback/account/remoteEntry.js' }],
      plugins: [fakeRemoteNetwork(server.fetchEntry, {}), remoteFallbackPlugin(fallbackFor)],
    });

    await expect(shell.loadRemote('account/routes')).resolves.toBe(fallback);
    expect(fallbackFor).toHaveBeenCalledWith('account');
    expect(console.error).toHaveBeenCalledWith('The account remote could not be loaded', expect.any(Error));
  });

  it('leaves other failed loads to the runtime', async () => {
    const server = fakeEntryServer();
    server.takeDown('/other/');
    const fallbackFor = jest.fn();
    const shell = createInstance({
      name: 'fallback_test_shell_2',
      remotes: [{ name: 'other', entry: 'http://remotes.test/fallback/other/remoteEntry.js' }],
      plugins: [fakeRemoteNetwork(server.fetchEntry, {}), remoteFallbackPlugin(fallbackFor)],
    });

    await expect(shell.loadRemote('other/routes')).rejects.toThrow(/RUNTIME-008/);
    expect(fallbackFor).not.toHaveBeenCalled();
  });

  it("knows our remotes' routes module ids", () => {
    expect(remoteOfRoutesModule('paymentReturn/routes')).toBe('paymentReturn');
    expect(remoteOfRoutesModule('consumer/other')).toBeUndefined();
    expect(remoteOfRoutesModule('react')).toBeUndefined();
  });
});
