import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import * as v from 'valibot';
import { shopApi } from '@shop/api-client';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import {
  LOGIN_ERROR_RELOAD_MS,
  login,
  twofaLogin,
  type CaptchaSettings,
  type Session,
  type TwoFaChallenge,
} from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import {
  CheckboxField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  placeServerError,
  validationResolver,
} from '@shop/ui';
import { emailSchema, phoneSchema, requiredString, toInternationalPhone, type CountryCode } from '@shop/validation';
import { keepAlertOverReload, takeAlertOverReload } from '../api/alert-over-reload';
import { authErrorMessage } from '../api/auth-errors';
import { loginErrorReaction } from '../api/login-error-reaction';
import { pageLoads } from '../api/page-loads';
import { signedTraditionalToken } from '../api/traditional-token';
import { useAreaCodeDefault } from '../hooks/use-area-code-default';
import { forgetLogin, readRememberedLogin, rememberLogin } from '../api/remembered-login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAreaCodes } from '../hooks/use-area-codes';
import { fullWidthSubmit, lockableFieldsCss, methodSwitchCss } from './form-layout';
import { visuallyHidden } from './visually-hidden';
import { PhoneNumberFields } from './PhoneNumberFields';
import { TwoFactorStep, type TwoFactorAccount } from './TwoFactorStep';

export type LoginMethod = 'email' | 'mobile';

export interface LoginValues {
  method: LoginMethod;
  email: string;
  phone: { areaCode: string; number: string };
  password: string;
  remember: boolean;
}

/** A notice the login form opens with: after registering, or after a password reset. */
export type LoginNotice = { kind: 'registered'; email: string } | { kind: 'passwordReset' };

/** The API's field names on the form: the login's account is the email, or the mobile number. */
const SERVER_FIELDS: Record<LoginMethod, Record<string, FieldPath<LoginValues>>> = {
  email: { account: 'email', password: 'password' },
  mobile: { account: 'phone.number', mobileNo: 'phone.number', password: 'password' },
};

function loginResolver(countries: readonly CountryCode[] | undefined): Resolver<LoginValues> {
  const byEmail = validationResolver<LoginValues>(v.looseObject({ email: emailSchema, password: requiredString }));
  // A consumer signs in with a mobile number (fixed lines are refused, as the server does).
  const byMobile = validationResolver<LoginValues>(
    v.looseObject({ phone: phoneSchema({ countries, allowFixedLine: false }), password: requiredString }),
  );
  return (values, context, options) =>
    values.method === 'email' ? byEmail(values, context, options) : byMobile(values, context, options);
}

export interface LoginFormProps {
  next: string;
  notice?: LoginNotice | null;
  /** The unit's captcha; a separate prop so a test can give its own. */
  captchaSettings?: CaptchaSettings;
  /** The other ways to sign in (social buttons), under the form; not while a two-factor code is awaited. */
  otherWays?: ReactNode;
}

/** Login with email or mobile number and password (spec 1 sections 2 and 5, spec 2 Authentication). */
export function LoginForm({ next, notice, captchaSettings, otherWays }: LoginFormProps) {
  const unit = useUnit();
  const { t } = useTranslation('auth');
  const { countryList, countries, options, countryCodes } = useAreaCodes();
  const captcha = useCaptcha(captchaSettings);
  const completeSignIn = useCompleteSignIn();
  // After the reload a refused login asks for, the form opens with its message and account again.
  const [reloaded] = useState(() => takeAlertOverReload(unit.buId));
  const [alert, setAlert] = useState<string | null>(reloaded?.message ?? null);
  const [remembered] = useState(() => readRememberedLogin());
  // A unit with two-factor login answers the password with a code challenge (spec 2 twofaLogin).
  const [pending, setPending] = useState<{ challenge: TwoFaChallenge; values: LoginValues } | null>(null);
  const noticeEmail = notice?.kind === 'registered' ? notice.email : undefined;

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: {
      ...(reloaded
        ? {
            method: reloaded.method,
            email: reloaded.email,
            phone: { areaCode: reloaded.areaCode, number: reloaded.mobileNumber },
          }
        : {
            method: !noticeEmail && !remembered.email && remembered.mobileNumber ? 'mobile' : 'email',
            email: noticeEmail ?? remembered.email ?? '',
            phone: { areaCode: remembered.areaCode ?? '', number: remembered.mobileNumber ?? '' },
          }),
      password: '',
      remember: !!(remembered.email || remembered.mobileNumber),
    },
    resolver: loginResolver(countryCodes),
  });
  const method = watch('method');

  useAreaCodeDefault({
    field: 'phone.areaCode',
    options,
    countries,
    unitCountryCode: unit.countryCode,
    remembered: remembered.areaCode,
    getValues,
    setValue,
  });
  // An answer about one way of signing in means nothing for the other (a change of way, not the first render).
  const alertMethod = useRef(method);
  useEffect(() => {
    if (alertMethod.current === method) return;
    alertMethod.current = method;
    setAlert(null);
  }, [method]);
  // A reload asked by a refused traditional-token login does not follow the visitor off the form.
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);
  // Until that reload the form takes no input: whatever was typed meanwhile would be lost with the page.
  const [reloading, setReloading] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const account =
      values.method === 'email' ? { account: values.email.trim() } : { mobileNo: toInternationalPhone(values.phone) };
    // Without a captcha widget the page vouches for itself with its signed fingerprint (decision 0058).
    let traditionalToken: string | undefined;
    if (!captcha.enabled) {
      const signed = await signedTraditionalToken();
      if (!signed.ok) {
        setAlert(authErrorMessage(signed.error, t));
        return;
      }
      traditionalToken = signed.data;
    }
    let result;
    try {
      const request = (captchaToken: string | undefined) => ({
        ...account,
        password: values.password,
        loginType: 'NL' as const,
        aggregatorBuId: unit.buId,
        captchaToken,
        ...(traditionalToken ? { traditionalToken } : {}),
      });
      result = unit.features.twoFactor
        ? await callWithCaptcha(captcha, (captchaToken) => shopApi().call(twofaLogin, request(captchaToken)))
        : await callWithCaptcha(captcha, (captchaToken) => shopApi().call(login, request(captchaToken)));
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (!result.ok) {
      const reaction = loginErrorReaction(result.error, !!traditionalToken);
      if (reaction === 'resetCaptcha') captcha.reset();
      const placed = placeServerError(
        result.error,
        ['email', 'phone.number', 'password'],
        t,
        SERVER_FIELDS[values.method],
      );
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<LoginValues>, { type: 'server', message });
      const message =
        placed.form === null
          ? null
          : placed.unplaced.length
            ? placed.unplaced.join(' ')
            : authErrorMessage(result.error, t);
      if (message !== null) setAlert(message);
      if (reaction === 'reloadPage') {
        const kept = {
          message: message ?? Object.values(placed.fields).join(' '),
          method: values.method,
          email: values.email,
          areaCode: values.phone.areaCode,
          mobileNumber: values.phone.number,
        };
        setReloading(true);
        reloadTimer.current = window.setTimeout(() => {
          keepAlertOverReload(unit.buId, kept);
          pageLoads.reload();
        }, LOGIN_ERROR_RELOAD_MS);
      }
      return;
    }
    if ('tokenId' in result.data && 'sentTo' in result.data) {
      setPending({ challenge: result.data, values });
      return;
    }
    await finishSignIn(result.data, values);
  });

  async function finishSignIn(session: Session, values: LoginValues) {
    if (values.remember) {
      rememberLogin(
        values.method === 'email'
          ? { email: values.email.trim() }
          : { areaCode: values.phone.areaCode, mobileNumber: values.phone.number.trim() },
      );
    } else {
      forgetLogin();
    }
    await completeSignIn(session, next);
  }

  if (pending) {
    const { values } = pending;
    const account: TwoFactorAccount =
      values.method === 'email' ? { account: values.email.trim() } : { mobileNo: toInternationalPhone(values.phone) };
    return (
      <TwoFactorStep
        challenge={pending.challenge}
        account={account}
        buId={unit.buId}
        onSignedIn={(session) => finishSignIn(session, values)}
        onCancel={() => setPending(null)}
      />
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate data-testid="login-form" aria-labelledby="login-form-title">
        <h2 id="login-form-title" css={visuallyHidden}>
          {t('login.title')}
        </h2>
        {notice?.kind === 'registered' ? (
          <div data-testid="login-notice">
            <FormAlert tone="success">{t('login.registeredNotice', { email: notice.email })}</FormAlert>
          </div>
        ) : null}
        {notice?.kind === 'passwordReset' ? (
          <div data-testid="login-notice">
            <FormAlert tone="success">{t('login.passwordResetNotice')}</FormAlert>
          </div>
        ) : null}
        {alert ? (
          <div data-testid="login-alert">
            <FormAlert tone="error">{alert}</FormAlert>
          </div>
        ) : null}
        <fieldset disabled={reloading} css={lockableFieldsCss}>
          <fieldset css={methodSwitchCss}>
            <legend>{t('login.methodLabel')}</legend>
            <div>
              <label>
                <input type="radio" value="email" data-testid="login-method-email" {...register('method')} />
                <span>{t('login.methodEmail')}</span>
              </label>
              <label>
                <input type="radio" value="mobile" data-testid="login-method-mobile" {...register('method')} />
                <span>{t('login.methodMobile')}</span>
              </label>
            </div>
          </fieldset>
          {method === 'email' ? (
            <TextField
              label={t('login.email')}
              type="email"
              dir="ltr"
              autoComplete="username"
              inputMode="email"
              error={errors.email?.message}
              {...register('email')}
            />
          ) : (
            <PhoneNumberFields
              countryList={countryList}
              options={options}
              areaCode={register('phone.areaCode')}
              number={register('phone.number')}
              numberLabel={t('login.mobileNumber')}
              autoComplete="username"
              areaCodeError={errors.phone?.areaCode?.message}
              numberError={errors.phone?.number?.message}
            />
          )}
          <PasswordField
            label={t('login.password')}
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              columnGap: 16,
            }}
          >
            <CheckboxField label={t('login.remember')} {...register('remember')} />
            <Link
              to="/auth/forgot-password"
              data-testid="forgot-password-link"
              css={(theme: Theme) => ({
                color: theme.colors.primary,
                fontWeight: 600,
                marginBottom: theme.space(4),
                display: 'inline-block',
                minHeight: 24,
              })}
            >
              {t('login.forgot')}
            </Link>
          </div>
          <div css={fullWidthSubmit}>
            <SubmitButton data-testid="login-submit" busy={isSubmitting} busyLabel={t('login.submitting')}>
              {t('login.submit')}
            </SubmitButton>
          </div>
        </fieldset>
        <CaptchaSlot captcha={captcha} />
      </form>
      {otherWays}
    </>
  );
}
