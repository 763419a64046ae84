import { init } from '@module-federation/enhanced/runtime';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { REMOTE_NAMES, type RemoteRoutesModule, type RemotesManifest } from '@shop/federation';
import { renderAt, setUpAuthTest } from '../features/auth/testing/auth-test-kit';
import { registerRemoteFailurePlugins } from './failure-plugins';
import { registerManifest } from './remote-registry';
import { RemotePage } from './RemotePage';
import { fakeEntryServer, fakeRemoteNetwork } from './testing/fake-remote-network';

const consumerRoutes: RemoteRoutesModule = {
  release: 'r7',
  pages: { home: () => <h1>Gift cards for every occasion</h1> },
};
const manifest = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `http://remotes.test/${name}/remoteEntry.js`]),
) as RemotesManifest;
const server = fakeEntryServer();

// The page's federation runtime as the shell's bootstrap sets it up, on a fake network.
beforeAll(() => {
  init({ name: 'shell', remotes: [], plugins: [fakeRemoteNetwork(server.fetchEntry, { consumer: consumerRoutes })] });
  registerRemoteFailurePlugins([1, 1]);
  registerManifest(manifest);
});

beforeEach(async () => {
  await setUpAuthTest();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  server.fetchEntry.mockClear();
});

describe("a remote's page when its entry cannot be fetched", () => {
  it('shows the branded fallback after the retries; "Try again" fetches the entry anew, shows the page', async () => {
    server.takeDown('/consumer/');
    renderAt('/', <RemotePage remote="consumer" page="home" />);

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This part of the shop is unavailable');
    expect(server.fetchesOf('/consumer/')).toBe(3);

    // Still down: trying again fetches again (with its retries) and falls back again.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForFetches(6);

    server.bringUp('/consumer/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Gift cards for every occasion' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="consumer"]')).toHaveAttribute('data-release', 'r7');
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(server.fetchesOf('/consumer/')).toBe(7);
  });

  it('a remote loaded once is not fetched again by a later page', async () => {
    renderAt('/', <RemotePage remote="consumer" page="home" />);
    expect(await screen.findByRole('heading', { name: 'Gift cards for every occasion' })).toBeInTheDocument();
    expect(server.fetchesOf('/consumer/')).toBe(0);
  });

  it('shows the fallback for a remote whose entry does not expose its routes', async () => {
    renderAt('/', <RemotePage remote="business" page="home" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });
});

async function waitForFetches(count: number) {
  await waitFor(() => expect(server.fetchesOf('/consumer/')).toBe(count));
  await screen.findByTestId('remote-fallback');
}
