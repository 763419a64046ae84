import { useForm } from 'react-hook-form';
import type { CorporateAccount } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { FormAlert, SubmitButton, TextField, apiErrorText, validationResolver } from '@shop/ui';
import { corporateCodeFormSchema } from '@shop/validation';
import { linkToCompany } from '../api/corporate-api';

interface CodeValues {
  corporateCode: string;
}

/** The B2B2C upgrade: an individual member enters the corporate code its company gave. */
export function CorporateLinkForm({ onLinked }: { onLinked: (account: CorporateAccount) => void }) {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    defaultValues: { corporateCode: '' },
    resolver: validationResolver<CodeValues>(corporateCodeFormSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await linkToCompany(custId, values.corporateCode.trim().toUpperCase());
    if (!result.ok) {
      setError('corporateCode', { type: 'server', message: apiErrorText(result.error, t) });
      return;
    }
    onLinked(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="corporate-link-form">
      <p css={{ lineHeight: 1.5, marginTop: 0 }}>{t('corporate.upgradeLead')}</p>
      <TextField
        label={t('corporate.codeLabel')}
        hint={t('corporate.codeHint')}
        autoComplete="off"
        dir="ltr"
        error={errors.corporateCode?.message}
        {...register('corporateCode')}
      />
      {errors.root ? <FormAlert tone="error">{errors.root.message}</FormAlert> : null}
      <SubmitButton data-testid="corporate-link-submit" busy={isSubmitting} busyLabel={t('corporate.linking')}>
        {t('corporate.link')}
      </SubmitButton>
    </form>
  );
}
