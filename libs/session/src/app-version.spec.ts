import { applyAppVersion } from './app-version';
import { cacheKey, unitKey } from './unit-storage';

describe('cache clearing on app version change', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(cacheKey('97', 'categories'), '[]');
    sessionStorage.setItem(cacheKey('97', 'templates'), '[]');
    localStorage.setItem(unitKey('97', 'session'), '{}');
    localStorage.setItem(cacheKey('250', 'categories'), '[]');
  });

  it("clears the unit's cache and stores the version when the stored version differs", () => {
    localStorage.setItem(unitKey('97', 'appVersion'), '2.794.0');
    expect(applyAppVersion('97', '2.795.0', [localStorage, sessionStorage])).toBe(true);
    expect(localStorage.getItem(cacheKey('97', 'categories'))).toBeNull();
    expect(sessionStorage.getItem(cacheKey('97', 'templates'))).toBeNull();
    expect(localStorage.getItem(unitKey('97', 'appVersion'))).toBe('2.795.0');
    expect(localStorage.getItem(unitKey('97', 'session'))).toBe('{}');
    expect(localStorage.getItem(cacheKey('250', 'categories'))).toBe('[]');
  });

  it('treats a first visit (no stored version) as a change', () => {
    expect(applyAppVersion('97', '2.795.0', [localStorage])).toBe(true);
    expect(localStorage.getItem(cacheKey('97', 'categories'))).toBeNull();
  });

  it('keeps the cache when the version is the same', () => {
    localStorage.setItem(unitKey('97', 'appVersion'), '2.795.0');
    expect(applyAppVersion('97', '2.795.0', [localStorage, sessionStorage])).toBe(false);
    expect(localStorage.getItem(cacheKey('97', 'categories'))).toBe('[]');
  });

  it('does nothing without storage', () => {
    expect(applyAppVersion('97', '2.795.0', [])).toBe(false);
  });
});
