import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Address } from '@shop/contracts';
import { useUnit } from '@shop/brand/react';
import { validationResolver } from '@shop/ui';
import { addressFormSchema, type CountryCode } from '@shop/validation';
import type { CountryList } from '../../reference-data/api/reference-api';
import { addressToForm, defaultAreaCode, type AddressFormValues } from '../address-values';

/**
 * A form over one address (address book entry, delivery or invoicing address): starts from the
 * address, or empty in the unit's country, and checks it with the same rules as the API.
 */
export function useAddressForm(address: Address | null | undefined, countries: CountryList) {
  const unit = useUnit();
  const codes = useMemo(() => countries.map((country) => country.countryCode as CountryCode), [countries]);
  return useForm<AddressFormValues>({
    defaultValues: addressToForm(address ?? null, defaultAreaCode(countries, unit.countryCode), unit.countryCode),
    resolver: validationResolver(addressFormSchema({ countries: codes })),
  });
}
