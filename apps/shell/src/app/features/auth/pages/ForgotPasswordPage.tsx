import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as v from 'valibot';
import { shopApi } from '@shop/api-client';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { resetPassword } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SubmitButton, TextField, placeServerError, validationResolver } from '@shop/ui';
import { emailSchema } from '@shop/validation';
import { authErrorMessage } from '../api/auth-errors';
import { fullWidthSubmit } from '../components/form-layout';
import { authCardCss, narrowPageCss, pageTitleCss } from '../components/page-layout';

type ForgotValues = { email: string };
const forgotSchema = v.object({ email: emailSchema });

/**
 * /auth/forgot-password: asks for a reset link (spec 1 section 4). The answer is the same whether
 * or not the address has an account, and so is what the page says.
 */
export function ForgotPasswordPage() {
  const unit = useUnit();
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(unit.captcha);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    defaultValues: { email: '' },
    resolver: validationResolver<ForgotValues>(forgotSchema),
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null);
    let result;
    try {
      result = await callWithCaptcha(captcha, (captchaToken) =>
        shopApi().call(resetPassword, { email: email.trim(), captchaToken }),
      );
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (!result.ok) {
      const placed = placeServerError(result.error, ['email'], t);
      if (placed.fields['email']) setError('email', { type: 'server', message: placed.fields['email'] });
      if (placed.form !== null) setAlert(authErrorMessage(result.error, t));
      return;
    }
    setSentTo(email.trim());
  });

  return (
    <div css={narrowPageCss}>
      <div css={authCardCss}>
        <h1 css={pageTitleCss}>{t('forgot.title')}</h1>
        {sentTo ? (
          <div data-testid="forgot-sent">
            <FormAlert tone="success">{t('forgot.sent', { email: sentTo })}</FormAlert>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate data-testid="forgot-password-form" aria-labelledby="forgot-lead">
            <p id="forgot-lead" css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}`, lineHeight: 1.5 })}>
              {t('forgot.lead')}
            </p>
            {alert ? (
              <div data-testid="forgot-alert">
                <FormAlert tone="error">{alert}</FormAlert>
              </div>
            ) : null}
            <TextField
              label={t('forgot.email')}
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <div css={fullWidthSubmit}>
              <SubmitButton data-testid="forgot-submit" busy={isSubmitting} busyLabel={t('forgot.submitting')}>
                {t('forgot.submit')}
              </SubmitButton>
            </div>
            <CaptchaSlot captcha={captcha} />
          </form>
        )}
        <p css={(theme: Theme) => ({ margin: `${theme.space(5)} 0 0` })}>
          <Link to="/auth/login" css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
            {t('forgot.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}
