import { cacheKey, clearUnitCache, clearUnitEntries, unitEntryNames, unitKey } from './unit-storage';

describe('unit storage namespace', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(unitKey('97', 'session'), 's97');
    localStorage.setItem(unitKey('97', 'appVersion'), '2.795.0');
    localStorage.setItem(cacheKey('97', 'categories'), '[]');
    localStorage.setItem(unitKey('250', 'session'), 's250');
    localStorage.setItem(cacheKey('250', 'categories'), '[]');
    localStorage.setItem('unrelated', 'x');
  });

  it('prefixes every key with the unit id', () => {
    expect(unitKey('97', 'session')).toBe('shop:97:session');
    expect(cacheKey('97', 'categories')).toBe('shop:97:cache:categories');
  });

  it("lists a unit's entries only", () => {
    expect(unitEntryNames(localStorage, '97').sort()).toEqual(['appVersion', 'cache:categories', 'session']);
  });

  it("clears a unit's entries except the kept ones, leaving other units alone", () => {
    clearUnitEntries(localStorage, '97', ['appVersion']);
    expect(unitEntryNames(localStorage, '97')).toEqual(['appVersion']);
    expect(localStorage.getItem(unitKey('250', 'session'))).toBe('s250');
    expect(localStorage.getItem('unrelated')).toBe('x');
  });

  it("clears a unit's cache only", () => {
    clearUnitCache(localStorage, '97');
    expect(unitEntryNames(localStorage, '97').sort()).toEqual(['appVersion', 'session']);
    expect(localStorage.getItem(cacheKey('250', 'categories'))).toBe('[]');
  });
});
