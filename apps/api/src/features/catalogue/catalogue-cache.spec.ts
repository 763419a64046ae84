import { CatalogueCache, type CatalogueCacheLimits } from './catalogue-cache';

const LIMITS: CatalogueCacheLimits = { entries: 3, bytes: 1_000, ttlMs: 30_000 };

describe('the catalogue cache', () => {
  let clock = 0;
  const now = () => clock;
  const loads: string[] = [];
  /** A load that records its key and answers a fresh object. */
  const load = (key: string, answer: unknown = { key }) => {
    return () => {
      loads.push(key);
      return Promise.resolve(answer);
    };
  };

  beforeEach(() => {
    clock = 0;
    loads.length = 0;
  });

  it('answers a key from memory after its first load, and a load per other key', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    const first = await cache.answer('97|en|products', load('97|en|products'));
    expect(await cache.answer('97|en|products', load('97|en|products'))).toBe(first);
    await cache.answer('97|fr|products', load('97|fr|products'));
    expect(loads).toEqual(['97|en|products', '97|fr|products']);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', load('k'))));
    expect(loads).toEqual(['k']);
    expect(new Set(answers).size).toBe(1);
  });

  it('forgets everything on clear, and never keeps a load that started before it', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    await cache.answer('a', load('a'));
    let finish: (value: unknown) => void = () => undefined;
    const slow = cache.answer('b', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish({ old: true });
    expect(await slow).toEqual({ old: true });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    await cache.answer('b', load('b'));
    expect(loads).toEqual(['a', 'b']);
  });

  it('drops its answers when the publish counter moves (ConfigGeneration.onChange)', async () => {
    let listener = () => undefined as void;
    const generation = { onChange: (run: () => void) => (listener = run) };
    const cache = new CatalogueCache(now, generation as never, LIMITS);
    await cache.answer('a', load('a'));
    listener();
    await cache.answer('a', load('a'));
    expect(loads).toEqual(['a', 'a']);
  });

  it('reads a key again once its time is over', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    await cache.answer('a', load('a'));
    clock += LIMITS.ttlMs - 1;
    await cache.answer('a', load('a'));
    clock += 1;
    await cache.answer('a', load('a'));
    expect(loads).toEqual(['a', 'a']);
  });

  it('holds at most its number of entries, forgetting the least recently used', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    for (const key of ['a', 'b', 'c']) await cache.answer(key, load(key));
    await cache.answer('a', load('a'));
    await cache.answer('d', load('d'));
    expect(cache.size.entries).toBe(3);
    loads.length = 0;
    for (const key of ['a', 'c', 'd', 'b']) await cache.answer(key, load(key));
    expect(loads).toEqual(['b']);
  });

  it('holds at most its bytes, counted from the answers’ JSON', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    const big = { text: 'x'.repeat(300) };
    await cache.answer('a', load('a', big));
    await cache.answer('b', load('b', big));
    expect(cache.size.bytes).toBeLessThanOrEqual(LIMITS.bytes);
    expect(cache.size.entries).toBe(1);
    await cache.answer('b', load('b'));
    expect(loads).toEqual(['a', 'b']);
  });

  it('never keeps a failed load', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS);
    await expect(cache.answer('a', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('lost');
    await cache.answer('a', load('a'));
    expect(loads).toEqual(['a']);
  });

  it('loads every time when switched off', async () => {
    const cache = new CatalogueCache(now, undefined, LIMITS, false);
    await cache.answer('a', load('a'));
    await cache.answer('a', load('a'));
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size.entries).toBe(0);
  });
});
