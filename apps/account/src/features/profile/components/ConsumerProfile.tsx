import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MemberProfile } from '@shop/contracts';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField, FormAlert, TextField, validationResolver } from '@shop/ui';
import { consumerProfileFormSchema, type ConsumerProfileFormValues } from '@shop/validation';
import { EmailVerification } from '../../email-verification/components/EmailVerification';
import { notifySaved } from '../../../shared/notify';
import { ReadOnlyValue } from '../../../shared/ReadOnlyValue';
import { SaveButton } from '../../../shared/SaveButton';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import { fieldGridCss } from '../../address-fields/components/AddressFields';
import { PhoneChange } from '../../phone-change/components/PhoneChange';
import type { CountryList } from '../../reference-data/api/reference-api';
import type { UpdateProfile } from '../hooks/use-member-profile';
import { consumerFormValues } from '../profile-values';

export interface ProfileSectionProps {
  profile: MemberProfile;
  update: UpdateProfile;
  editable: boolean;
  countries: CountryList;
}

const PERSONAL_FIELDS = ['firstName', 'lastName', 'isSubscription'] as const;

/** A consumer edits first name, last name and subscription; the email is shown, the phone has its own flow. */
export function ConsumerProfile({ profile, update, editable, countries }: ProfileSectionProps) {
  const { t } = useTranslation('account');
  const unit = useUnit();
  // Spec 1 section 6: the subscription option is one of the unit's features.
  const offersSubscription = unit.features.subscriptionOption;
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConsumerProfileFormValues>({
    defaultValues: consumerFormValues(profile),
    resolver: validationResolver(consumerProfileFormSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await update({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(offersSubscription ? { isSubscription: values.isSubscription } : {}),
    });
    if (result.ok) notifySaved('account:profile.saved');
    else setAlert(showServerError(result.error, setError, PERSONAL_FIELDS, t));
  });

  return (
    <>
      <SectionCard title={t('profile.personal.title')} testId="profile-personal">
        <ReadOnlyValue label={t('fields.email')} value={profile.email} testId="profile-email" ltr />
        <EmailVerification custId={profile.custId} />
        <form noValidate onSubmit={onSubmit} aria-label={t('profile.personal.title')}>
          <div css={fieldGridCss}>
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              readOnly={!editable}
              error={errors.firstName?.message}
              data-testid="profile-first-name"
              {...register('firstName')}
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              readOnly={!editable}
              error={errors.lastName?.message}
              data-testid="profile-last-name"
              {...register('lastName')}
            />
          </div>
          {offersSubscription ? (
            <CheckboxField
              label={t('fields.isSubscription')}
              disabled={!editable}
              data-testid="profile-subscription"
              {...register('isSubscription')}
            />
          ) : null}
          {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
          {editable ? <SaveButton busy={isSubmitting} testId="profile-personal-save" /> : null}
        </form>
      </SectionCard>
      <PhoneChange
        phoneNumber={profile.phoneNumber}
        update={update}
        editable={editable}
        allowFixedLine={false}
        countries={countries}
      />
    </>
  );
}
