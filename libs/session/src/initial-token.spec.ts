import { readInitialToken, storeInitialToken } from './initial-token';
import { unitKey } from './unit-storage';

const HOUR = 60 * 60 * 1000;

describe('initial token', () => {
  beforeEach(() => localStorage.clear());

  it('is readable for 1 hour after it was stored', () => {
    storeInitialToken(localStorage, '97', 'init-1', 1_000);
    expect(readInitialToken(localStorage, '97', 1_000)).toBe('init-1');
    expect(readInitialToken(localStorage, '97', 1_000 + HOUR - 1)).toBe('init-1');
  });

  it('expires after 1 hour and is removed', () => {
    storeInitialToken(localStorage, '97', 'init-1', 1_000);
    expect(readInitialToken(localStorage, '97', 1_000 + HOUR)).toBeNull();
    expect(localStorage.getItem(unitKey('97', 'initToken'))).toBeNull();
  });

  it('is kept per unit', () => {
    storeInitialToken(localStorage, '97', 'init-97', 0);
    expect(readInitialToken(localStorage, '250', 0)).toBeNull();
  });

  it('treats an unreadable entry as absent', () => {
    localStorage.setItem(unitKey('97', 'initToken'), 'not json');
    expect(readInitialToken(localStorage, '97', 0)).toBeNull();
    localStorage.setItem(unitKey('97', 'initToken'), JSON.stringify({ token: 'x' }));
    expect(readInitialToken(localStorage, '97', 0)).toBeNull();
  });
});
