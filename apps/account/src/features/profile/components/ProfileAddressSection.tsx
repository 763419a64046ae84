import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, validationResolver } from '@shop/ui';
import { addressFormSchema, type CountryCode } from '@shop/validation';
import { notifySaved } from '../../../shared/notify';
import { SaveButton } from '../../../shared/SaveButton';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import { ADDRESS_FORM_FIELDS, addressFieldMap, addressToForm, areaCodeOptions, countryOptions, defaultAreaCode, formToAddress, type AddressFormValues } from '../../address-fields/address-values';
import { AddressFields } from '../../address-fields/components/AddressFields';
import type { ProfileSectionProps } from './ConsumerProfile';

const SECTIONS = {
  deliveryInfo: { title: 'profile.delivery.title', testId: 'delivery-address' },
  invoiceInfo: { title: 'profile.invoice.title', testId: 'invoice-address' },
} as const;

/** The business member's delivery or invoicing address, saved on its own. */
export function ProfileAddressSection({ profile, update, editable, countries, section }: ProfileSectionProps & { section: keyof typeof SECTIONS }) {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const [alert, setAlert] = useState<string | null>(null);
  const codes = useMemo(() => countries.map((country) => country.countryCode as CountryCode), [countries]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    defaultValues: addressToForm(profile[section], defaultAreaCode(countries, unit.countryCode), unit.countryCode),
    resolver: validationResolver(addressFormSchema({ countries: codes }), t),
  });

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
        <AddressFields register={register} errors={errors} countries={countryOptions(countries)} areaCodes={areaCodeOptions(countries)} readOnly={!editable} testId={testId} />
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {editable ? <SaveButton busy={isSubmitting} testId={`${testId}-save`} /> : null}
      </form>
    </SectionCard>
  );
}
