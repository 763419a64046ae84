import { useFormContext } from 'react-hook-form';
import { LANGUAGES } from '@shop/contracts';
import { LANGUAGE_NATIVE_NAMES } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField, SelectField, TextField } from '@shop/ui';
import type { UnitSettingsValues } from '../unit-settings-form';
import { ChoiceList, FieldGroup, useErrorAt } from './settings-fields';

/** Name, country, currency and its digits, time zone, languages. */
export function GeneralFields() {
  const { t } = useTranslation('operator');
  const { register, watch } = useFormContext<UnitSettingsValues>();
  const errorAt = useErrorAt();
  const languages = watch('languages');
  return (
    <FieldGroup legend={t('settings.groups.general')}>
      <TextField label={t('settings.fields.name')} error={errorAt('name')} {...register('name')} />
      <TextField
        label={t('settings.fields.countryCode')}
        dir="ltr"
        maxLength={2}
        error={errorAt('countryCode')}
        {...register('countryCode')}
      />
      <TextField
        label={t('settings.fields.currency')}
        dir="ltr"
        maxLength={3}
        error={errorAt('currency')}
        {...register('currency')}
      />
      <TextField
        label={t('settings.fields.decimalDigits')}
        type="number"
        min={0}
        max={3}
        error={errorAt('decimalDigits')}
        {...register('decimalDigits', { valueAsNumber: true })}
      />
      <TextField
        label={t('settings.fields.gmtOffset')}
        type="number"
        step="0.5"
        error={errorAt('gmtOffset')}
        {...register('gmtOffset', { valueAsNumber: true })}
      />
      <ChoiceList legend={t('settings.fields.languages')} error={errorAt('languages')}>
        {LANGUAGES.map((language) => (
          <CheckboxField
            key={language}
            label={LANGUAGE_NATIVE_NAMES[language]}
            value={language}
            {...register('languages')}
          />
        ))}
      </ChoiceList>
      <SelectField
        label={t('settings.fields.defaultLanguage')}
        error={errorAt('defaultLanguage')}
        options={(languages.length > 0 ? languages : LANGUAGES).map((language) => ({
          value: language,
          label: LANGUAGE_NATIVE_NAMES[language],
        }))}
        {...register('defaultLanguage')}
      />
    </FieldGroup>
  );
}
