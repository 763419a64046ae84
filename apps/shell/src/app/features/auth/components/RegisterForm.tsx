import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { shopApi } from '@shop/api-client';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { register as registerCall, type CaptchaSettings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import {
  CheckboxField,
  FormAlert,
  OneTimeCode,
  PasswordField,
  placeServerError,
  SubmitButton,
  TextField,
  textKeyMessage,
  validationResolver,
} from '@shop/ui';
import {
  confirmationMatches,
  emailSchema,
  isValidPhone,
  messageRef,
  passwordSchema,
  personNameSchema,
  requiredString,
  toInternationalPhone,
  type CountryCode,
  type PhoneInput,
} from '@shop/validation';
import { useAreaCodeDefault } from '../hooks/use-area-code-default';
import { readSocialMediaName } from '../api/social-media-name';
import { authErrorMessage } from '../api/auth-errors';
import { useAreaCodes } from '../hooks/use-area-codes';
import { fullWidthSubmit } from './form-layout';
import { PasswordChecklist } from './PasswordChecklist';
import { visuallyHidden } from './visually-hidden';
import { PhoneNumberFields } from './PhoneNumberFields';

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  password: string;
  phone: PhoneInput;
  isSubscription: boolean;
};

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'phone.number'] as const;
/** The API's field names on the form. */
const SERVER_FIELDS: Record<string, FieldPath<RegisterValues>> = { mobileNo: 'phone.number' };

/** An optional mobile number: empty, or a mobile number of a listed country (spec 1 section 5, Phone). */
function optionalMobileSchema(countries: readonly CountryCode[] | undefined) {
  return v.pipe(
    v.object({ areaCode: v.string(), number: v.string() }),
    v.forward<PhoneInput, v.CheckIssue<PhoneInput>, ['number']>(
      v.check<PhoneInput, string>(
        (phone) => phone.number.trim() === '' || isValidPhone(phone, { countries, allowFixedLine: false }),
        messageRef('wrongPhone'),
      ),
      ['number'],
    ),
  );
}

export function registerSchema(countries: readonly CountryCode[] | undefined) {
  return v.pipe(
    v.looseObject({
      firstName: personNameSchema,
      lastName: personNameSchema,
      email: emailSchema,
      confirmEmail: requiredString,
      password: passwordSchema,
      phone: optionalMobileSchema(countries),
      isSubscription: v.boolean(),
    }),
    confirmationMatches<RegisterValues>('email', 'confirmEmail'),
  );
}

/** Where the form goes on success: the API's returnUrl when it gives one (http, https or a path). */
function safeReturnUrl(returnUrl: string | null): string | null {
  if (!returnUrl) return null;
  try {
    const url = new URL(returnUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface RegisterFormProps {
  /** After a successful registration: the confirmation link is on its way to `email`. */
  onRegistered(email: string): void;
  captchaSettings?: CaptchaSettings;
}

/** Consumer registration (spec 1 sections 3 and 5, spec 2 Registration): POST /v4/register. */
export function RegisterForm({ onRegistered, captchaSettings }: RegisterFormProps) {
  const unit = useUnit();
  const { t } = useTranslation('auth');
  const { countryList, countries, options, countryCodes } = useAreaCodes();
  const captcha = useCaptcha(captchaSettings);
  const [alert, setAlert] = useState<string | null>(null);
  const offersSubscription = unit.features.subscriptionOption;
  const [socialName] = useState(() => readSocialMediaName(unit.buId));

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    trigger,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    // A social sign-in without an account here leaves the provider's name to start from.
    defaultValues: {
      firstName: socialName?.firstName ?? '',
      lastName: socialName?.lastName ?? '',
      email: socialName?.email ?? '',
      confirmEmail: socialName?.email ?? '',
      password: '',
      phone: { areaCode: '', number: '' },
      isSubscription: false,
    },
    resolver: validationResolver<RegisterValues>(registerSchema(countryCodes)),
  });
  const password = watch('password');
  const phone = watch('phone');
  // Spec 1 section 6 (phoneVerification): a given mobile number is confirmed with a code before registering.
  const verifiesPhone = unit.features.phoneVerification && phone.number.trim() !== '';
  const phoneToVerify =
    verifiesPhone && isValidPhone(phone, { countries: countryCodes, allowFixedLine: false })
      ? toInternationalPhone(phone)
      : '';
  // The number confirmed by SMS and its code's id: the server spends that code when registering.
  const [confirmedPhone, setConfirmedPhone] = useState<{ target: string; id: string } | null>(null);

  useAreaCodeDefault({
    field: 'phone.areaCode',
    options,
    countries,
    unitCountryCode: unit.countryCode,
    getValues,
    setValue,
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const email = values.email.trim();
    const mobileNo = values.phone.number.trim() ? toInternationalPhone(values.phone) : '';
    const phoneProof =
      unit.features.phoneVerification && mobileNo && confirmedPhone?.target === mobileNo
        ? { otpId: confirmedPhone.id }
        : {};
    if (unit.features.phoneVerification && mobileNo && !('otpId' in phoneProof)) {
      setError('phone.number', { type: 'otp', message: textKeyMessage('auth:register.phoneNotConfirmed') });
      setFocus('phone.number');
      return;
    }
    let result;
    try {
      result = await callWithCaptcha(captcha, (captchaToken) =>
        shopApi().call(registerCall, {
          aggregatorBuId: unit.buId,
          email,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          password: values.password,
          registerType: 'EM',
          mobileNo,
          ...phoneProof,
          isSubscription: offersSubscription && values.isSubscription,
          captchaToken,
        }),
      );
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (!result.ok) {
      const placed = placeServerError(result.error, FORM_FIELDS, t, SERVER_FIELDS);
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<RegisterValues>, { type: 'server', message });
      if (placed.form !== null)
        setAlert(placed.unplaced.length ? placed.unplaced.join(' ') : authErrorMessage(result.error, t));
      return;
    }
    // A register answer with returnUrl redirects there (spec 1 section 4).
    const returnUrl = safeReturnUrl(result.data.returnUrl);
    if (returnUrl) {
      window.location.assign(returnUrl);
      return;
    }
    onRegistered(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="register-form" aria-labelledby="register-form-title">
      <h2 id="register-form-title" css={visuallyHidden}>
        {t('register.title')}
      </h2>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}` })}>{t('register.lead')}</p>
      {alert ? (
        <div data-testid="register-alert">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      ) : null}
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          columnGap: theme.space(3),
          [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        })}
      >
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('register.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('register.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('register.confirmEmail')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        error={errors.confirmEmail?.message}
        {...register('confirmEmail')}
      />
      <PasswordField
        label={t('register.password')}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        autoComplete="new-password"
        hint={<PasswordChecklist password={password} />}
        error={errors.password?.message}
        {...register('password')}
      />
      <PhoneNumberFields
        countryList={countryList}
        options={options}
        areaCode={register('phone.areaCode')}
        number={register('phone.number')}
        numberLabel={t('register.mobileOptional')}
        areaCodeError={errors.phone?.areaCode?.message}
        numberError={errors.phone?.number?.message}
      />
      {verifiesPhone ? (
        <OneTimeCode
          channel="sms"
          target={phoneToVerify}
          beforeSend={() => trigger('phone.number')}
          onConfirmed={(confirmed) => setConfirmedPhone(confirmed)}
          testId="register-phone-otp"
        />
      ) : null}
      {offersSubscription ? (
        <CheckboxField label={t('register.subscribe', { brand: unit.name })} {...register('isSubscription')} />
      ) : null}
      <div css={fullWidthSubmit}>
        <SubmitButton data-testid="register-submit" busy={isSubmitting} busyLabel={t('register.submitting')}>
          {t('register.submit')}
        </SubmitButton>
      </div>
      <CaptchaSlot captcha={captcha} />
    </form>
  );
}
