import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@shop/federation';

/** The part of a fetch Response the fake network looks at. */
export interface EntryAnswer {
  ok: boolean;
  status: number;
}

/**
 * Stands in for the browser's script loading, which jsdom does not do: every remote entry script the
 * runtime adds is "downloaded" with the given fetch; an answer 200 runs the entry (it publishes the
 * remote's container under its global name), anything else or a network error fails the script.
 */
export function fakeRemoteNetwork(
  fetchEntry: (url: string) => Promise<EntryAnswer>,
  modules: Record<string, RemoteRoutesModule>,
) {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'test-fake-remote-network',
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.src = url;
      void fetchEntry(url)
        .then((response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          const name = remoteInfo?.entryGlobalName ?? '';
          (globalThis as Record<string, unknown>)[name] = routesContainer(modules[remoteInfo?.name ?? '']);
          script.dispatchEvent(new Event('load'));
        })
        .catch(() => script.dispatchEvent(new Event('error')));
      return { script };
    },
  };
  return plugin;
}

/** What a remote's remoteEntry.js publishes: a container exposing './routes'. */
function routesContainer(module: RemoteRoutesModule | undefined) {
  return {
    init: async () => undefined,
    get: async (expose: string) => {
      if (expose !== './routes' || !module) throw new Error(`No ${expose} here`);
      return () => module;
    },
  };
}

/** Answers like a server whose remote entries can go down and come back. */
export function fakeEntryServer() {
  const down = new Set<string>();
  const failuresLeft = new Map<string, number>();
  const fetchEntry = jest.fn(async (url: string): Promise<EntryAnswer> => {
    if ([...down].some((part) => url.includes(part))) throw new TypeError('Failed to fetch');
    const failing = [...failuresLeft].find(([part, left]) => left > 0 && url.includes(part));
    if (failing) {
      failuresLeft.set(failing[0], failing[1] - 1);
      return { ok: false, status: 503 };
    }
    return { ok: true, status: 200 };
  });
  return {
    fetchEntry,
    takeDown: (part: string) => down.add(part),
    /** The next `times` fetches of matching entries answer 503, later ones succeed. */
    failTimes: (part: string, times: number) => failuresLeft.set(part, times),
    bringUp: (part: string) => down.delete(part),
    fetchesOf: (part: string) => fetchEntry.mock.calls.filter(([url]) => url.includes(part)).length,
  };
}
