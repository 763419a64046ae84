import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { remotePagePaths } from '@shop/federation';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, PasswordField, SubmitButton, TextField, placeServerError, validationResolver } from '@shop/ui';
import { emailSchema, requiredString } from '@shop/validation';
import { cardCss } from '../../../shared/page-styles';
import { signInToKyb } from '../api/kyb-account-api';
import { kybErrorMessage } from '../api/kyb-errors';
import { kybSessionStore } from '../kyb-session-store';

const signInSchema = v.object({ email: emailSchema, password: requiredString });
type SignInValues = v.InferInput<typeof signInSchema>;
const PATHS = remotePagePaths('business');

/** "Continue": signs the KYB account in (kybLogin) and opens its dossier; the shop's session is left alone. */
export function KybSignInForm() {
  const { t } = useTranslation('business');
  const unit = useUnit();
  const navigate = useNavigate();
  const captcha = useCaptcha(unit.captcha);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
    resolver: validationResolver<SignInValues>(signInSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    let result;
    try {
      result = await callWithCaptcha(captcha, (captchaToken) =>
        signInToKyb({
          aggregatorBuId: unit.buId,
          account: values.email.trim(),
          password: values.password,
          loginType: 'NL',
          captchaToken,
        }),
      );
    } catch {
      return;
    }
    if (!result.ok) {
      const placed = placeServerError(result.error, ['email', 'password'], t, { account: 'email' });
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<SignInValues>, { type: 'server', message });
      if (placed.form !== null) setAlert(kybErrorMessage(result.error, t));
      return;
    }
    const { kybToken, custId, email } = result.data;
    kybSessionStore.getState().signIn({ buId: unit.buId, token: kybToken, custId, email });
    navigate(PATHS.kybDossier);
  });

  return (
    <section aria-labelledby="kyb-continue" css={cardCss}>
      <h2 id="kyb-continue" css={{ margin: 0 }}>
        {t('kyb.entry.continueHeading')}
      </h2>
      <p css={{ margin: 0 }}>{t('kyb.entry.continueText')}</p>
      <form onSubmit={onSubmit} noValidate data-testid="kyb-sign-in-form">
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        <TextField
          label={t('kyb.entry.signInEmail')}
          type="email"
          dir="ltr"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('kyb.entry.password')}
          showLabel={t('kyb.entry.showPassword')}
          hideLabel={t('kyb.entry.hidePassword')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div css={(theme: Theme) => ({ marginTop: theme.space(2) })}>
          <SubmitButton data-testid="kyb-sign-in-submit" busy={isSubmitting} busyLabel={t('kyb.entry.signingIn')}>
            {t('kyb.entry.signIn')}
          </SubmitButton>
        </div>
        <CaptchaSlot captcha={captcha} />
      </form>
    </section>
  );
}
