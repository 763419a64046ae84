import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, PasswordField, SubmitButton, TextField, placeServerError, validationResolver } from '@shop/ui';
import { companyNameSchema, messageRef, passwordSchema, requiredString } from '@shop/validation';
import { registerKybAccount } from '../api/kyb-account-api';
import { kybErrorMessage } from '../api/kyb-errors';
import { kybSessionStore } from '../kyb-session-store';

const accountSchema = v.pipe(
  v.object({ companyName: companyNameSchema, password: passwordSchema, confirmPassword: requiredString }),
  v.forward(
    v.check((values) => values.password === values.confirmPassword, messageRef('passwordMismatch')),
    ['confirmPassword'],
  ),
);
type AccountValues = v.InferInput<typeof accountSchema>;
const FIELDS = ['companyName', 'password', 'confirmPassword'] as const;
const PATHS = remotePagePaths('business');

/** The KYB account of a confirmed email: the company's name and a password; signed in, it opens the dossier. */
export function KybAccountForm({ email, registrationToken }: { email: string; registrationToken: string }) {
  const { t } = useTranslation('business');
  const unit = useUnit();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AccountValues>({
    defaultValues: { companyName: '', password: '', confirmPassword: '' },
    resolver: validationResolver<AccountValues>(accountSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await registerKybAccount({
      aggregatorBuId: unit.buId,
      registrationToken,
      companyName: values.companyName.trim(),
      password: values.password,
    });
    if (!result.ok) {
      const placed = placeServerError(result.error, FIELDS, t);
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<AccountValues>, { type: 'server', message });
      if (placed.form !== null) setAlert(kybErrorMessage(result.error, t));
      return;
    }
    kybSessionStore
      .getState()
      .signIn({ buId: unit.buId, token: result.data.kybToken, custId: result.data.custId, email });
    navigate(PATHS.kybDossier, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="kyb-account-form">
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <TextField
        label={t('kyb.verify.companyName')}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <PasswordField
        label={t('kyb.verify.password')}
        showLabel={t('kyb.entry.showPassword')}
        hideLabel={t('kyb.entry.hidePassword')}
        autoComplete="new-password"
        hint={t('register.account.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('kyb.verify.confirmPassword')}
        showLabel={t('kyb.entry.showPassword')}
        hideLabel={t('kyb.entry.hidePassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div css={(theme: Theme) => ({ marginTop: theme.space(2) })}>
        <SubmitButton data-testid="kyb-account-submit" busy={isSubmitting} busyLabel={t('kyb.verify.creating')}>
          {t('kyb.verify.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
