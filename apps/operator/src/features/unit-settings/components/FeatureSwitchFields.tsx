import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField } from '@shop/ui';
import { FEATURE_SWITCH_KEYS, type UnitSettingsValues } from '../unit-settings-form';
import { FieldGroup } from './settings-fields';

/** Every feature switch of the unit, one box each (the shop reads them at its next page load once published). */
export function FeatureSwitchFields() {
  const { t } = useTranslation('operator');
  const { register } = useFormContext<UnitSettingsValues>();
  return (
    <FieldGroup legend={t('settings.groups.features')} testId="operator-feature-switches">
      {FEATURE_SWITCH_KEYS.map((key) => (
        <CheckboxField
          key={key}
          label={t(`settings.features.${key}`)}
          data-testid={`feature-${key}`}
          {...register(`features.${key}`)}
        />
      ))}
    </FieldGroup>
  );
}
