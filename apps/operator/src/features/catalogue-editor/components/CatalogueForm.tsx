import { useState } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import type { CatalogueDocument, Version } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SubmitButton, TextField, apiErrorText } from '@shop/ui';
import { nestedErrors } from '../../../shared/nested-errors';
import { saveCatalogue } from '../api/catalogue-api';
import { catalogueLanguages, checkCatalogue, toCatalogueValues, type CatalogueValues } from '../catalogue-form';
import { CategoriesEditor } from './CategoriesEditor';
import { ProductsEditor } from './ProductsEditor';
import { TemplatesEditor } from './TemplatesEditor';

type FormValues = CatalogueValues & { note: string };

const resolver: Resolver<FormValues> = async (values) => {
  // The note is not part of the catalogue: checkCatalogue reads the catalogue's four lists only.
  const check = checkCatalogue(values);
  return check.ok ? { values, errors: {} } : { values: {}, errors: nestedErrors<FormValues>(check.errors) };
};

/** The whole catalogue of a unit, saved as a new draft version (checked as the server checks it). */
export function CatalogueForm({
  buId,
  version,
  catalogue,
  onSaved,
}: {
  buId: string;
  version: Version;
  catalogue: CatalogueDocument;
  onSaved: (draft: Version) => void;
}) {
  const { t } = useTranslation('operator');
  const [alert, setAlert] = useState<string | null>(null);
  const languages = catalogueLanguages(catalogue);
  const form = useForm<FormValues>({ defaultValues: { ...toCatalogueValues(catalogue), note: '' }, resolver });
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async ({ note, ...values }) => {
      setAlert(null);
      const check = checkCatalogue(values);
      if (!check.ok) return;
      const result = await saveCatalogue({ buId, basedOn: version.versionNo, catalogue: check.document, note });
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
      <form onSubmit={onSubmit} noValidate aria-label={t('catalogue.formLabel')} data-testid="operator-catalogue-form">
        <ProductsEditor languages={languages} />
        <CategoriesEditor kind="categories" languages={languages} />
        <CategoriesEditor kind="templateCategories" languages={languages} />
        <TemplatesEditor languages={languages} />
        <div css={{ background: '#fff', border: '1px solid #d5dbe3', borderRadius: 8, padding: 20, marginTop: 20 }}>
          <TextField
            label={t('settings.fields.note')}
            hint={t('settings.hints.note')}
            maxLength={300}
            {...register('note')}
          />
          {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
          <SubmitButton busy={isSubmitting} busyLabel={t('settings.saving')}>
            {t('settings.saveDraft')}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
