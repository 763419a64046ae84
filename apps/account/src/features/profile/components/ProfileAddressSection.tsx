import { useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { notifySaved } from '../../../shared/notify';
import { SaveButton } from '../../../shared/SaveButton';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import {
  ADDRESS_FORM_FIELDS,
  addressFieldMap,
  areaCodeOptions,
  countryOptions,
  formToAddress,
} from '../../address-fields/address-values';
import { AddressFields } from '../../address-fields/components/AddressFields';
import { useAddressForm } from '../../address-fields/hooks/use-address-form';
import type { ProfileSectionProps } from './ConsumerProfile';

const SECTIONS = {
  deliveryInfo: { title: 'profile.delivery.title', testId: 'delivery-address' },
  invoiceInfo: { title: 'profile.invoice.title', testId: 'invoice-address' },
} as const;

/** The business member's delivery or invoicing address, saved on its own. */
export function ProfileAddressSection({
  profile,
  update,
  editable,
  countries,
  section,
}: ProfileSectionProps & { section: keyof typeof SECTIONS }) {
  const { t } = useTranslation('account');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAddressForm(profile[section], countries);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await update({ [section]: { ...formToAddress(values), addressBookName: '', isDefault: false } });
    if (result.ok) notifySaved('account:profile.saved');
    else setAlert(showServerError(result.error, setError, ADDRESS_FORM_FIELDS, t, addressFieldMap(`${section}.`)));
  });

  const { title, testId } = SECTIONS[section];
  return (
    <SectionCard title={t(title)} testId={testId} level={3}>
      <form noValidate onSubmit={onSubmit} aria-label={t(title)}>
        <AddressFields
          register={register}
          errors={errors}
          countries={countryOptions(countries)}
          areaCodes={areaCodeOptions(countries)}
          readOnly={!editable}
          testId={testId}
        />
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {editable ? <SaveButton busy={isSubmitting} testId={`${testId}-save`} /> : null}
      </form>
    </SectionCard>
  );
}
