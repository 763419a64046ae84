import { lazy, Suspense } from 'react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { DropdownPanel } from '../../../layout/menu/DropdownPanel';
import { countryChoices } from '../api/country-sites';
import { useCountryName } from '../hooks/use-country-name';

// The list of countries loads when the picker opens.
const CountryList = lazy(() => import('./CountryList'));

/** Spec 1 section 2: the country picker; picking a country opens that country's shop. */
export function CountryPicker() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const countryName = useCountryName();
  if (countryChoices(unit).length === 0) return null;
  const country = countryName(unit.countryCode);
  return (
    <DropdownPanel
      testId="country-picker"
      buttonTestId="country-button"
      // The name starts with the code the button shows (WCAG 2.5.3 label in name).
      accessibleName={`${unit.countryCode}, ${t('country.button', { country })}`}
      label={
        <>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <circle cx="12" cy="12" r="9" strokeWidth="2" />
            <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" strokeWidth="2" />
          </svg>
          <span aria-hidden="true">{unit.countryCode}</span>
        </>
      }
    >
      {() => (
        <Suspense fallback={<p role="status">{t('country.loading')}</p>}>
          <CountryList />
        </Suspense>
      )}
    </DropdownPanel>
  );
}
