import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { cartStore } from '@shop/cart-engine';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore, SessionUserSchema } from '@shop/session';
import { FormAlert, PasswordField, SubmitButton, TextField, placeServerError, validationResolver } from '@shop/ui';
import { emailSchema, requiredString } from '@shop/validation';
import { signInAsBusiness } from '../api/business-auth-api';
import { businessAuthErrorMessage } from '../api/business-auth-errors';
import { WithBusinessTexts } from '../../../shared/WithBusinessTexts';
import { actionsCss, cardCss, linkCss, pageCss, titleCss } from './layout';

interface LoginValues {
  email: string;
  password: string;
}

const loginSchema = v.object({ email: emailSchema, password: requiredString });
/** Where a business session lands (spec 1: the business area). */
export const BUSINESS_HOME = '/b2b';

/** /auth/b2b/login: a business account signs in with its email and password (v4 b2bLogin). */
export function BusinessLoginPage() {
  return (
    <WithBusinessTexts>
      <BusinessLoginForm />
    </WithBusinessTexts>
  );
}

function BusinessLoginForm() {
  const unit = useUnit();
  const { t } = useTranslation('business');
  const navigate = useNavigate();
  const captcha = useCaptcha(unit.captcha);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    resolver: validationResolver<LoginValues>(loginSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    let result;
    try {
      result = await callWithCaptcha(captcha, (captchaToken) =>
        signInAsBusiness({
          account: values.email.trim(),
          password: values.password,
          loginType: 'NL',
          aggregatorBuId: unit.buId,
          captchaToken,
        }),
      );
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (!result.ok) {
      const placed = placeServerError(result.error, ['email', 'password'], t, { account: 'email' });
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<LoginValues>, { type: 'server', message });
      if (placed.form !== null) setAlert(businessAuthErrorMessage(result.error, t));
      return;
    }
    sessionStore.getState().signIn(v.parse(SessionUserSchema, result.data));
    try {
      await cartStore.getState().saveServerCart();
    } catch {
      // The cart keeps its own error flag; signing in does not depend on it.
    }
    navigate(BUSINESS_HOME, { replace: true });
  });

  return (
    <div css={pageCss}>
      <div css={cardCss}>
        <h1 css={titleCss}>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        <form onSubmit={onSubmit} noValidate data-testid="business-login-form">
          {alert ? (
            <div data-testid="business-login-alert">
              <FormAlert tone="error">{alert}</FormAlert>
            </div>
          ) : null}
          <TextField
            label={t('login.email')}
            type="email"
            dir="ltr"
            autoComplete="username"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label={t('login.password')}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div css={actionsCss}>
            {/* The emailed link of a business account opens /auth/b2b/reset-password: member type B. */}
            <Link to="/auth/forgot-password" css={linkCss} data-testid="business-forgot-password">
              {t('login.forgot')}
            </Link>
            <SubmitButton data-testid="business-login-submit" busy={isSubmitting} busyLabel={t('login.submitting')}>
              {t('login.submit')}
            </SubmitButton>
          </div>
          <CaptchaSlot captcha={captcha} />
        </form>
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/auth/b2b/register" css={linkCss} data-testid="business-register-link">
            {t('login.register')}
          </Link>
        </p>
      </div>
    </div>
  );
}
