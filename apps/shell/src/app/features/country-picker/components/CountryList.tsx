import type { Theme } from '@emotion/react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { countryChoices } from '../api/country-sites';
import { useCountryName } from '../hooks/use-country-name';

/**
 * The picker's countries. Plain links: another country is another unit (or site), so the page loads
 * afresh with that unit's brand, languages and cart.
 */
export default function CountryList() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const countryName = useCountryName();
  return (
    <nav aria-label={t('country.title')}>
      <h2 css={{ margin: '0 0 8px', fontSize: '1.0625rem' }}>{t('country.title')}</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {countryChoices(unit).map((choice) => (
          <li key={choice.code}>
            <a
              href={choice.href}
              aria-current={choice.current ? 'page' : undefined}
              data-testid={`country-${choice.code}`}
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                minHeight: 44,
                padding: '0 8px',
                color: theme.colors.text,
                textDecoration: 'none',
                borderRadius: theme.radius,
                '&[aria-current="page"]': { fontWeight: 700, color: theme.colors.primary },
                '&:hover': { background: theme.colors.surface },
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
              })}
            >
              {countryName(choice.isoCode)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
