import type { Theme } from '@emotion/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField } from '@shop/ui';
import type { Option } from '../address-values';

export interface PhoneFieldProps {
  areaCodes: readonly Option[];
  areaCode: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  numberLabel: string;
  numberError?: string;
  readOnly?: boolean;
  hint?: string;
  testId?: string;
}

/** A phone number as two fields: the area code from the country list, and the number. */
export function PhoneField({
  areaCodes,
  areaCode,
  number,
  numberLabel,
  numberError,
  readOnly = false,
  hint,
  testId,
}: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const choices = areaCodes.length > 0 ? areaCodes : [{ value: '', label: '—' }];
  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        // The same two columns as the address and company fields around it.
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: theme.space(4),
        [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      })}
    >
      <SelectField
        label={t('fields.areaCode')}
        options={choices}
        disabled={readOnly || areaCodes.length === 0}
        autoComplete="tel-country-code"
        data-testid={testId ? `${testId}-area-code` : undefined}
        {...areaCode}
      />
      <TextField
        label={numberLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        readOnly={readOnly}
        error={numberError}
        hint={hint}
        data-testid={testId ? `${testId}-number` : undefined}
        {...number}
      />
    </div>
  );
}
