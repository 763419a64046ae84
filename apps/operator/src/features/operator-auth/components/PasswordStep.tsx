import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
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
import { operatorSignInSchema, type OperatorSignInForm } from '@shop/validation';
import { signInWithPassword } from '../api/operator-auth-api';

/** The first step: email and password; answers a challenge for the code step. */
export function PasswordStep({ onChallenge }: { onChallenge: (next: { challengeId: string; email: string }) => void }) {
  const { t } = useTranslation('operator');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OperatorSignInForm>({
    defaultValues: { email: '', password: '' },
    resolver: validationResolver<OperatorSignInForm>(operatorSignInSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const email = values.email.trim();
    const result = await signInWithPassword({ email, password: values.password });
    if (!result.ok) {
      const placed = placeServerError(result.error, ['email', 'password'], t);
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<OperatorSignInForm>, { type: 'server', message });
      if (placed.form !== null) setAlert(apiErrorText(result.error, t));
      return;
    }
    onChallenge({ challengeId: result.data.challengeId, email });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('signIn.title')}>
      <p>{t('signIn.intro')}</p>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <TextField
        label={t('signIn.email')}
        type="email"
        dir="ltr"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('signIn.password')}
        showLabel={t('signIn.showPassword')}
        hideLabel={t('signIn.hidePassword')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('signIn.submitting')}>
        {t('signIn.continue')}
      </SubmitButton>
    </form>
  );
}
