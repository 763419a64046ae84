import type { Theme } from '@emotion/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField } from '@shop/ui';
import type { AreaCodeOption } from '../api/area-codes';
import type { CountryListState } from '../hooks/use-country-list';

export interface PhoneNumberFieldsProps {
  countryList: CountryListState;
  options: readonly AreaCodeOption[];
  areaCode: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  numberLabel: string;
  areaCodeError?: string;
  numberError?: string;
  /** autocomplete of the number input. */
  autoComplete?: string;
}

/** A mobile number as two fields: the area code from the unit's country list, and the number. */
export function PhoneNumberFields({
  countryList,
  options,
  areaCode,
  number,
  numberLabel,
  areaCodeError,
  numberError,
  autoComplete = 'tel-national',
}: PhoneNumberFieldsProps) {
  const { t } = useTranslation('auth');
  const loading = countryList.status === 'loading';
  const choices = options.length > 0 ? options : [{ value: '', label: loading ? t('phone.loadingCountries') : '—' }];
  return (
    <div>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: theme.space(3),
          [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        })}
      >
        {/* Phone numbers read left to right in every language, area code first. */}
        <SelectField
          label={t('phone.areaCode')}
          options={choices}
          disabled={options.length === 0}
          error={areaCodeError}
          autoComplete="tel-country-code"
          dir="ltr"
          {...areaCode}
        />
        <TextField
          label={numberLabel}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          error={numberError}
          dir="ltr"
          {...number}
        />
      </div>
      {countryList.status === 'failed' ? (
        <p role="alert" css={(theme: Theme) => ({ color: theme.colors.error, margin: `0 0 ${theme.space(4)}` })}>
          {t('phone.countriesFailed')}{' '}
          <button
            type="button"
            onClick={countryList.retry}
            css={(theme: Theme) => ({
              font: 'inherit',
              color: theme.colors.primary,
              background: 'none',
              border: 0,
              padding: 0,
              textDecoration: 'underline',
              cursor: 'pointer',
              minHeight: 24,
            })}
          >
            {t('phone.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
