import { retryChunkLoads, type LoadScript } from './retry-chunk-loads';

/** A script loader whose loads end with the given events, in order, and which records each load's URL. */
function loaderEnding(...events: string[]) {
  const urls: string[] = [];
  const l: LoadScript = (url, done) => {
    urls.push(url);
    const type = events.shift() ?? 'load';
    setTimeout(() => done({ type }), 0);
  };
  return { runtime: { l }, urls };
}

function loaded(runtime: { l: LoadScript }, url: string) {
  return new Promise<string | undefined>((resolve) => runtime.l(url, (event) => resolve(event?.type), 'key', 1));
}

describe('retryChunkLoads', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settle<T>(promise: Promise<T>): Promise<T> {
    await jest.runAllTimersAsync();
    return promise;
  }

  it('loads a chunk that arrives once', async () => {
    const { runtime, urls } = loaderEnding('load');
    retryChunkLoads(runtime, [200, 600]);
    expect(await settle(loaded(runtime, '/5873.js'))).toBe('load');
    expect(urls).toEqual(['/5873.js']);
  });

  it('tries a chunk again after each delay until it arrives', async () => {
    const { runtime, urls } = loaderEnding('error', 'error', 'load');
    retryChunkLoads(runtime, [200, 600]);
    const result = loaded(runtime, '/5873.js');
    await jest.advanceTimersByTimeAsync(1);
    expect(urls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(urls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(599);
    expect(urls).toHaveLength(2);
    expect(await settle(result)).toBe('load');
    expect(urls).toEqual(['/5873.js', '/5873.js', '/5873.js']);
  });

  it('fails the chunk with its last error once the delays are used up', async () => {
    const { runtime, urls } = loaderEnding('error', 'error', 'error', 'load');
    retryChunkLoads(runtime, [200, 600]);
    expect(await settle(loaded(runtime, '/5873.js'))).toBe('error');
    expect(urls).toHaveLength(3);
  });

  it('does not try again a script that timed out or arrived', async () => {
    for (const type of ['timeout', 'load']) {
      const { runtime, urls } = loaderEnding(type);
      retryChunkLoads(runtime, [200, 600]);
      expect(await settle(loaded(runtime, '/5873.js'))).toBe(type);
      expect(urls).toHaveLength(1);
    }
  });
});
