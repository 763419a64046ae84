import { COUNTRY_PICKER, LANGUAGES } from '@shop/contracts';
import { allResources } from './all-resources';
import { intlLocaleOf } from './language-codes';

describe("the country picker's names (shell country.names)", () => {
  it.each(LANGUAGES)('has every picker country in %s, as Intl names it', (language) => {
    const names = new Intl.DisplayNames([intlLocaleOf(language)], { type: 'region' });
    const written = allResources[language].shell.country as { names: Record<string, string> };
    for (const code of COUNTRY_PICKER) {
      const isoCode = code === 'UAE' ? 'AE' : code;
      expect([isoCode, written.names[isoCode]]).toEqual([isoCode, names.of(isoCode)]);
    }
  });
});
