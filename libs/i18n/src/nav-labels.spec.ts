import { allResources } from './all-resources';

type NavLabels = Record<'map' | 'queryCard' | 'forCustomer' | 'forBusiness' | 'faq', string>;
const navOf = (language: keyof typeof allResources) => allResources[language].shell.nav as unknown as NavLabels;

const LANGUAGES = Object.keys(allResources) as (keyof typeof allResources)[];

/** The header's labels in the 8 languages: the brand's copy, not word-for-word translations of the spec's names. */
describe('navigation labels', () => {
  it('covers the 8 languages', () =>
    expect(LANGUAGES.sort()).toEqual(['ar', 'en', 'es', 'fr', 'it', 'nl', 'pt', 'zc']));

  it.each(LANGUAGES)(
    '%s: the store locator is never named by the word for a card beside "query a card"',
    (language) => {
      const nav = navOf(language);
      const firstWordOfMap = nav.map.split(/\s+/)[0].toLowerCase();
      expect(nav.queryCard.toLowerCase()).not.toContain(firstWordOfMap);
      expect(new Set([nav.map, nav.queryCard, nav.forCustomer, nav.forBusiness, nav.faq]).size).toBe(5);
    },
  );

  it('reads as shops word them in English and French', () => {
    expect(navOf('en')).toMatchObject({ forCustomer: 'Individuals', map: 'Stores' });
    expect(navOf('fr')).toMatchObject({ forCustomer: 'Particuliers', map: 'Magasins' });
    expect(navOf('en').forCustomer).not.toBe('For customer');
  });
});
