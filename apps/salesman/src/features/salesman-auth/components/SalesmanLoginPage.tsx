import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore, SessionUserSchema } from '@shop/session';
import {
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  apiErrorText,
  placeServerError,
  validationResolver,
} from '@shop/ui';
import { emailSchema, requiredString } from '@shop/validation';
import { SalesmanArea } from '../../../shared/SalesmanArea';
import { signInAsSalesman } from '../api/salesman-auth-api';

interface LoginValues {
  email: string;
  password: string;
}

const loginSchema = v.object({ email: emailSchema, password: requiredString });
/** Where a salesman session lands (spec 1: the salesman area). */
export const SALESMAN_HOME = '/salesman';

/** /auth/salesman/login: a salesman signs in with his email and password (v4 salesmanLogin). */
export function SalesmanLoginPage() {
  return (
    <SalesmanArea nav={false}>
      <LoginForm />
    </SalesmanArea>
  );
}

function LoginForm() {
  const unit = useUnit();
  const { t } = useTranslation('salesman');
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
        signInAsSalesman({
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
      if (placed.form !== null) setAlert(apiErrorText(result.error, t) || t('login.failed'));
      return;
    }
    // A salesman has no cart of his own: his orders are drafts per customer (features/draft-order).
    sessionStore.getState().signIn(v.parse(SessionUserSchema, result.data));
    void navigate(SALESMAN_HOME, { replace: true });
  });

  return (
    <div css={pageCss}>
      <div css={cardCss}>
        <h1 css={{ margin: '0 0 12px', fontSize: 'clamp(1.5rem, 3vw, 2rem)' }}>{t('login.title')}</h1>
        <p>{t('login.intro')}</p>
        <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
          {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
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
            {/* The emailed link opens /auth/salesman/reset-password: member type S (the shell's page). */}
            <Link to="/auth/forgot-password" css={linkCss}>
              {t('login.forgot')}
            </Link>
            <SubmitButton busy={isSubmitting} busyLabel={t('login.submitting')}>
              {t('login.submit')}
            </SubmitButton>
          </div>
          <CaptchaSlot captcha={captcha} />
        </form>
      </div>
    </div>
  );
}

const pageCss = (theme: Theme) => ({ maxWidth: 560, margin: '0 auto', padding: `${theme.space(8)} ${theme.space(4)}` });
const cardCss = (theme: Theme) => ({
  background: '#fff',
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(6),
});
const actionsCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space(3),
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: theme.space(2),
});
const linkCss = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 });
