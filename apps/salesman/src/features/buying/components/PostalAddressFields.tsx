import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField } from '@shop/ui';
import type { Country } from '../api/catalogue-api';
import type { SalesmanLineValues } from '../salesman-line';

export interface PostalAddressFieldsProps {
  countries: readonly Country[];
  register: UseFormRegister<SalesmanLineValues>;
  errors: FieldErrors<SalesmanLineValues>;
}

/** Where a posted card goes: the receiver's name and postal address (the order line's receiver fields). */
export function PostalAddressFields({ countries, register, errors }: PostalAddressFieldsProps) {
  const { t } = useTranslation('salesman');
  return (
    <>
      <TextField
        label={t('buying.line.receiverName')}
        autoComplete="off"
        error={errors.receiverName?.message}
        {...register('receiverName')}
      />
      <TextField
        label={t('buying.post.address')}
        autoComplete="off"
        error={errors.receiverAddress?.message}
        {...register('receiverAddress')}
      />
      <TextField
        label={t('buying.post.zipCode')}
        autoComplete="off"
        error={errors.receiverZipCode?.message}
        {...register('receiverZipCode')}
      />
      <TextField
        label={t('buying.post.city')}
        autoComplete="off"
        error={errors.receiverCity?.message}
        {...register('receiverCity')}
      />
      <SelectField
        label={t('buying.post.country')}
        options={[
          { value: '', label: t('buying.post.chooseCountry') },
          ...countries.map((country) => ({ value: country.countryCode, label: country.countryName })),
        ]}
        error={errors.receiverCountryCode?.message}
        {...register('receiverCountryCode')}
      />
    </>
  );
}
