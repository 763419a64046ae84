import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SelectField, TextField, validationResolver } from '@shop/ui';
import { contactFormSchema } from '@shop/validation';
import { EmailVerification } from '../../email-verification/components/EmailVerification';
import { notifySaved } from '../../../shared/notify';
import { ReadOnlyValue } from '../../../shared/ReadOnlyValue';
import { SaveButton } from '../../../shared/SaveButton';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import { fieldGridCss } from '../../address-fields/components/AddressFields';
import { PhoneChange } from '../../phone-change/components/PhoneChange';
import { contactChanges, contactFormValues, type ContactValues } from '../profile-values';
import type { ProfileSectionProps } from './ConsumerProfile';

const CONTACT_FIELDS = ['civillity', 'firstName', 'lastName'] as const;

/** The business member's contact person: title and names; the email is shown, the phone has its own flow. */
export function ContactSection({ profile, update, editable, countries }: ProfileSectionProps) {
  const { t } = useTranslation('account');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    defaultValues: contactFormValues(profile),
    resolver: validationResolver(contactFormSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await update(contactChanges(values));
    if (result.ok) notifySaved('account:profile.saved');
    else setAlert(showServerError(result.error, setError, CONTACT_FIELDS, t));
  });

  const civilities = [
    { value: '1', label: t('civility.1') },
    { value: '2', label: t('civility.2') },
    { value: '3', label: t('civility.3') },
  ];
  return (
    <SectionCard title={t('profile.contact.title')} testId="profile-contact">
      <ReadOnlyValue label={t('fields.email')} value={profile.email} testId="profile-email" ltr />
      <EmailVerification custId={profile.custId} />
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.contact.title')}>
        <div css={fieldGridCss}>
          <SelectField
            label={t('fields.civility')}
            options={civilities}
            disabled={!editable}
            autoComplete="honorific-prefix"
            error={errors.civillity?.message}
            data-testid="contact-civility"
            {...register('civillity')}
          />
          <span />
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            readOnly={!editable}
            error={errors.firstName?.message}
            data-testid="contact-first-name"
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            readOnly={!editable}
            error={errors.lastName?.message}
            data-testid="contact-last-name"
            {...register('lastName')}
          />
        </div>
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {editable ? <SaveButton busy={isSubmitting} testId="contact-save" /> : null}
      </form>
      <PhoneChange
        phoneNumber={profile.phoneNumber}
        update={update}
        editable={editable}
        allowFixedLine
        countries={countries}
        nested
      />
    </SectionCard>
  );
}
