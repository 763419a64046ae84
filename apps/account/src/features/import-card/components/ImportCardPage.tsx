import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import {
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  apiErrorText,
  placeServerError,
  validationResolver,
} from '@shop/ui';
import { couponEntrySchema } from '@shop/validation';
import { notifySaved } from '../../../shared/notify';
import { SectionCard } from '../../../shared/SectionCard';
import type { ImportCardValues } from '../api/import-card-api';
import { useImportCard } from '../hooks/use-import-card';
import { importErrorField } from '../import-errors';

const FIELDS = ['cardNumber', 'pinCode'] as const;

/** The "Import" tab: a received card joins the member's cards with its number and PIN. */
export function ImportCardPage() {
  const { t } = useTranslation('account');
  const importCard = useImportCard();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ImportCardValues>({
    defaultValues: { cardNumber: '', pinCode: '' },
    resolver: validationResolver(couponEntrySchema),
  });

  async function submit(values: ImportCardValues) {
    setAlert(null);
    const result = await importCard(values);
    if (result.ok) {
      notifySaved('account:importCard.imported');
      navigate('/account/cards');
      return;
    }
    const field = importErrorField(result.error);
    const placed = placeServerError(result.error, FIELDS, t);
    if (field) placed.fields[field] = apiErrorText(result.error, t);
    for (const [name, message] of Object.entries(placed.fields))
      setError(name as keyof ImportCardValues, { type: 'server', message });
    const first = FIELDS.find((name) => placed.fields[name]);
    if (first) setFocus(first);
    else setAlert(apiErrorText(result.error, t));
  }

  return (
    <SectionCard title={t('importCard.title')} description={t('importCard.intro')} testId="import-card">
      <form
        noValidate
        aria-label={t('importCard.title')}
        onSubmit={handleSubmit(submit)}
        css={{ maxWidth: 480 }}
        data-testid="import-card-form"
      >
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        <TextField
          label={t('importCard.cardNumber')}
          hint={t('importCard.cardNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          error={errors.cardNumber?.message}
          data-testid="import-card-number"
          {...register('cardNumber')}
        />
        <PasswordField
          label={t('importCard.pinCode')}
          showLabel={t('importCard.showPin')}
          hideLabel={t('importCard.hidePin')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          error={errors.pinCode?.message}
          data-testid="import-card-pin"
          {...register('pinCode')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t('importCard.importing')} data-testid="import-card-submit">
          {t('importCard.submit')}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
