import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { callWithCaptcha } from '@shop/captcha';
import { CaptchaSlot, useCaptcha } from '@shop/captcha/react';
import { useTranslation } from '@shop/i18n/react';
import {
  Button,
  CheckboxField,
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  placeServerError,
  validationResolver,
} from '@shop/ui';
import { businessContactFormSchema, toInternationalPhone, type BusinessContactFormValues } from '@shop/validation';
import { COMPANY_TYPES } from '@shop/contracts';
import { registerBusinessAccount } from '../api/business-auth-api';
import { businessAuthErrorMessage } from '../api/business-auth-errors';
import type { AreaCodeOptions } from '../hooks/use-area-code-options';
import type { CompanyValues } from './CompanyStep';
import { actionsCss, twoColumnsCss } from './layout';

export type ContactValues = BusinessContactFormValues;

const CONTACT_FIELDS = ['civility', 'firstName', 'lastName', 'phone.number', 'email', 'password'];
/** The wire's names of the company's fields: an issue there sends the user back to step 2. */
const COMPANY_FIELDS = ['companyName', 'commercialName', 'sirenNumber', 'vatNumber', 'companyType', 'city'];

export interface ContactStepProps {
  tempId: string;
  company: CompanyValues;
  initial: ContactValues;
  areaCodes: AreaCodeOptions;
  onBack(): void;
  /** The code is emailed: its tokenId, kept with the email (spec 2). */
  onDone(values: ContactValues, tokenId: string, resendAfterSeconds: number): void;
  /** The registration expired (a day without finishing): it starts again at step 1. */
  onExpired(): void;
}

/** Step 3: the contact person and the account; sends the company and them (v4 b2bRegisterAccount). */
export function ContactStep({ tempId, company, initial, areaCodes, onBack, onDone, onExpired }: ContactStepProps) {
  const unit = useUnit();
  const { t } = useTranslation('business');
  const captcha = useCaptcha(unit.captcha);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: initial,
    resolver: validationResolver<ContactValues>(businessContactFormSchema({ countries: areaCodes.countries })),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    let result;
    try {
      result = await callWithCaptcha(captcha, (captchaToken) =>
        registerBusinessAccount({
          aggregatorBuId: unit.buId,
          tempId,
          company: {
            ...company,
            companyType: company.companyType as (typeof COMPANY_TYPES)[number],
            numberOfEmployees: Number(company.numberOfEmployees),
          },
          civility: Number(values.civility) as 1 | 2 | 3,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          mobileNo: toInternationalPhone(values.phone),
          email: values.email.trim(),
          password: values.password,
          isSubscription: values.isSubscription,
          captchaToken,
        }),
      );
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (!result.ok) {
      const placed = placeServerError(result.error, CONTACT_FIELDS, t, { mobileNo: 'phone.number' });
      for (const [field, message] of Object.entries(placed.fields))
        setError(field as FieldPath<ContactValues>, { type: 'server', message });
      const aboutCompany = (result.error.issues ?? []).some((issue) => COMPANY_FIELDS.includes(issue.path));
      if (aboutCompany) setAlert(t('register.account.companyProblem'));
      else if (placed.form !== null) setAlert(businessAuthErrorMessage(result.error, t));
      if (result.error.code === 10061) onExpired();
      return;
    }
    onDone(values, result.data.tokenId, result.data.resendAfterSeconds);
  });

  const civilities = [
    { value: '1', label: t('register.account.civility1') },
    { value: '2', label: t('register.account.civility2') },
    { value: '3', label: t('register.account.civility3') },
  ];

  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form">
      <h2>{t('register.account.title')}</h2>
      {alert ? (
        <div data-testid="contact-alert">
          <FormAlert tone="error">{alert}</FormAlert>
        </div>
      ) : null}
      <SelectField
        label={t('register.account.civility')}
        options={civilities}
        error={errors.civility?.message}
        {...register('civility')}
      />
      <div css={twoColumnsCss}>
        <TextField
          label={t('register.account.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('register.account.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div css={twoColumnsCss}>
        {/* Phone numbers read left to right in every language, area code first. */}
        <SelectField
          label={t('register.account.areaCode')}
          options={
            areaCodes.options.length
              ? areaCodes.options
              : [{ value: initial.phone.areaCode, label: `+${initial.phone.areaCode}` }]
          }
          autoComplete="tel-country-code"
          dir="ltr"
          error={errors.phone?.areaCode?.message}
          {...register('phone.areaCode')}
        />
        <TextField
          label={t('register.account.phone')}
          hint={t('register.account.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          error={errors.phone?.number?.message}
          {...register('phone.number')}
        />
      </div>
      <TextField
        label={t('register.account.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div css={twoColumnsCss}>
        <PasswordField
          label={t('register.account.password')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          autoComplete="new-password"
          hint={t('register.account.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('register.account.confirmPassword')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <CheckboxField label={t('register.account.subscribe')} {...register('isSubscription')} />
      <div css={actionsCss}>
        <Button variant="secondary" onClick={onBack}>
          {t('register.back')}
        </Button>
        <SubmitButton data-testid="contact-submit" busy={isSubmitting} busyLabel={t('register.account.sending')}>
          {t('register.account.submit')}
        </SubmitButton>
      </div>
      <CaptchaSlot captcha={captcha} />
    </form>
  );
}
