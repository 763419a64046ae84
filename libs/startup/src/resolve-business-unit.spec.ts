import { likelyBusinessUnit, resolveBusinessUnit } from './resolve-business-unit';

const directory = [
  { buId: '97', name: 'Marjan Market', countryCode: 'AE' },
  { buId: '250', name: 'Maison Cadeaux', countryCode: 'FR' },
];

describe('business unit from the first path segment', () => {
  it('serves the default unit 97 without a prefix', () => {
    expect(resolveBusinessUnit('/', directory)).toEqual({ buId: '97', basePath: '' });
    expect(resolveBusinessUnit('/account/wallet', directory)).toEqual({ buId: '97', basePath: '' });
  });

  it('selects a known unit from the first segment and keeps it as the base path', () => {
    expect(resolveBusinessUnit('/250', directory)).toEqual({ buId: '250', basePath: '/250' });
    expect(resolveBusinessUnit('/250/b2b/info', directory)).toEqual({ buId: '250', basePath: '/250' });
    expect(resolveBusinessUnit('/97/about', directory)).toEqual({ buId: '97', basePath: '/97' });
  });

  it('treats an unknown first segment as a page of the default unit', () => {
    expect(resolveBusinessUnit('/999/about', directory)).toEqual({ buId: '97', basePath: '' });
    expect(resolveBusinessUnit('/about', directory)).toEqual({ buId: '97', basePath: '' });
  });
});

describe('the likely unit, guessed before the unit list arrives', () => {
  it('is a numeric first segment, else the default unit', () => {
    expect(likelyBusinessUnit('/250/b2b')).toBe('250');
    expect(likelyBusinessUnit('/999/about')).toBe('999');
    expect(likelyBusinessUnit('/about')).toBe('97');
    expect(likelyBusinessUnit('/')).toBe('97');
  });
});
