import { intlLocaleOf, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { countryNameOf } from '../api/country-sites';

/** Names a country (ISO 3166 code) in the page's language: the picker's from the texts, any other from Intl. */
export function useCountryName(): (isoCode: string) => string {
  const { t, i18n } = useTranslation('shell');
  const locale = intlLocaleOf(isLanguage(i18n.language) ? i18n.language : 'en');
  // shell country.names: a code -> name object in every language (the i18n lib's country-names spec).
  const names = t('country.names', { returnObjects: true }) as Readonly<Record<string, string>>;
  return (isoCode) => countryNameOf(isoCode, locale, names);
}
