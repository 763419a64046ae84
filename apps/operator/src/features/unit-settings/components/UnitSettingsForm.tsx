import { useState } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import type { BusinessUnit, Version } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SubmitButton, TextField, apiErrorText } from '@shop/ui';
import { nestedErrors } from '../../../shared/nested-errors';
import { saveSettingsDraft } from '../api/unit-settings-api';
import { checkUnitSettings, toFormValues, type UnitSettingsValues } from '../unit-settings-form';
import { CommerceFields } from './CommerceFields';
import { FeatureSwitchFields } from './FeatureSwitchFields';
import { GeneralFields } from './GeneralFields';
import { PresentationFields } from './PresentationFields';

type FormValues = UnitSettingsValues & { note: string };

/**
 * The unit's parameters and every feature switch, checked as the shop reads them (BusinessUnitSchema),
 * saved as a new draft version based on the version shown. Publishing is a separate step.
 */
export function UnitSettingsForm({
  buId,
  version,
  params,
  onSaved,
}: {
  buId: string;
  version: Version;
  params: BusinessUnit;
  onSaved: (draft: Version) => void;
}) {
  const { t } = useTranslation('operator');
  const [alert, setAlert] = useState<string | null>(null);
  const resolver: Resolver<FormValues> = async (values) => {
    const { note, ...settings } = values;
    const check = checkUnitSettings(settings, params, {
      defaultLanguageNotOffered: t('settings.errors.defaultLanguage'),
    });
    return check.ok
      ? { values: { ...settings, note }, errors: {} }
      : { values: {}, errors: nestedErrors<FormValues>(check.errors) };
  };
  const form = useForm<FormValues>({ defaultValues: { ...toFormValues(params), note: '' }, resolver });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async ({ note, ...settings }) => {
      setAlert(null);
      const check = checkUnitSettings(settings, params, { defaultLanguageNotOffered: '' });
      if (!check.ok) return;
      const result = await saveSettingsDraft({ buId, basedOn: version.versionNo, params: check.params, note });
      if (!result.ok) {
        for (const issue of result.error.issues ?? [])
          setError(issue.path as FieldPath<FormValues>, { type: 'server', message: issue.message });
        setAlert(apiErrorText(result.error, t));
        return;
      }
      onSaved(result.data.version);
    },
    () => setAlert(t('settings.errors.fixFields')),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('settings.formLabel')} data-testid="operator-settings-form">
        <FeatureSwitchFields />
        <PresentationFields />
        <GeneralFields />
        <CommerceFields />
        <div css={{ background: '#fff', border: '1px solid #d5dbe3', borderRadius: 8, padding: 20 }}>
          <TextField
            label={t('settings.fields.note')}
            hint={t('settings.hints.note')}
            maxLength={300}
            error={errors.note?.message}
            {...register('note')}
          />
          {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
          <SubmitButton busy={isSubmitting} busyLabel={t('settings.saving')} data-testid="operator-save-draft">
            {t('settings.saveDraft')}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
