import { webStorageInitTokenStore } from './init-token';

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

describe('the initial token kept in web storage', () => {
  const token = { init: 'init-1', key: 'a2V5', expiresAt: 1_700_000_000_000 };

  it('gives back the token it saved, to a later page of the same browser', () => {
    const storage = memoryStorage();
    webStorageInitTokenStore(storage, 'shop:initToken').save(token);
    expect(webStorageInitTokenStore(storage, 'shop:initToken').load()).toEqual(token);
  });

  it('forgets the token when told to', () => {
    const storage = memoryStorage();
    const store = webStorageInitTokenStore(storage, 'shop:initToken');
    store.save(token);
    store.save(null);
    expect(store.load()).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('reads a damaged or foreign entry as no token', () => {
    const storage = memoryStorage();
    const store = webStorageInitTokenStore(storage, 'shop:initToken');
    for (const damaged of ['{not json', '"text"', '{"init":"x"}', '{"init":"x","key":"k","expiresAt":"soon"}']) {
      storage.setItem('shop:initToken', damaged);
      expect(store.load()).toBeNull();
    }
  });

  it('a storage that refuses to write costs nothing but the reuse', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = webStorageInitTokenStore(full, 'shop:initToken');
    expect(() => store.save(token)).not.toThrow();
    expect(store.load()).toBeNull();
  });
});
