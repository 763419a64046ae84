import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { Button, SelectField, TextField, validationResolver } from '@shop/ui';
import {
  businessCompanyFormSchema,
  normaliseSiren,
  normaliseVatNumber,
  type BusinessCompanyFormValues,
  type CountryCode,
} from '@shop/validation';
import { COMPANY_TYPES } from '@shop/contracts';
import { useZipCodeCities } from '../hooks/use-zip-code-cities';
import { actionsCss, twoColumnsCss } from './layout';

export type CompanyValues = BusinessCompanyFormValues;

export interface CompanyStepProps {
  initial: CompanyValues;
  countries: readonly CountryCode[];
  onBack(): void;
  onDone(values: CompanyValues): void;
}

/** Step 2: the company chosen from the register checked and completed, or typed in by hand. */
export function CompanyStep({ initial, countries, onBack, onDone }: CompanyStepProps) {
  const { t } = useTranslation('business');
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CompanyValues>({
    defaultValues: initial,
    resolver: validationResolver<CompanyValues>(businessCompanyFormSchema({ countries })),
  });
  const zipCode = watch('zipCode');
  const cities = useZipCodeCities(zipCode);
  // One city for the zip code: filled in; several: the user picks one of them.
  useEffect(() => {
    if (cities.status === 'ready' && cities.cities.length === 1 && getValues('city') !== cities.cities[0]) {
      setValue('city', cities.cities[0], { shouldValidate: true });
    }
  }, [cities, getValues, setValue]);

  const typeOptions = [
    { value: '', label: t('register.company.typeChoose') },
    ...COMPANY_TYPES.map((type) => ({ value: type, label: t(`register.company.types.${type}`) })),
  ];
  const cityChoices = cities.status === 'ready' && cities.cities.length > 1 ? cities.cities : null;

  return (
    <form onSubmit={handleSubmit(onDone)} noValidate data-testid="company-form">
      <h2>{t('register.company.title')}</h2>
      <TextField
        label={t('register.company.name')}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label={t('register.company.commercialName')}
        error={errors.commercialName?.message}
        {...register('commercialName')}
      />
      <div css={twoColumnsCss}>
        <TextField
          label={t('register.company.siren')}
          hint={t('register.company.sirenHint')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sirenNumber?.message}
          {...register('sirenNumber', { setValueAs: (value: string) => normaliseSiren(value) })}
        />
        <TextField
          label={t('register.company.vat')}
          hint={t('register.company.vatHint')}
          dir="ltr"
          error={errors.vatNumber?.message}
          {...register('vatNumber', { setValueAs: (value: string) => normaliseVatNumber(value) })}
        />
      </div>
      <div css={twoColumnsCss}>
        <SelectField
          label={t('register.company.type')}
          options={typeOptions}
          error={errors.companyType?.message}
          {...register('companyType')}
        />
        <TextField
          label={t('register.company.employees')}
          inputMode="numeric"
          error={errors.numberOfEmployees?.message}
          {...register('numberOfEmployees')}
        />
      </div>
      <TextField
        label={t('register.company.address')}
        autoComplete="address-line1"
        error={errors.firstAddress?.message}
        {...register('firstAddress')}
      />
      <TextField
        label={t('register.company.address2')}
        autoComplete="address-line2"
        error={errors.secondAddress?.message}
        {...register('secondAddress')}
      />
      <div css={twoColumnsCss}>
        <TextField
          label={t('register.company.zipCode')}
          autoComplete="postal-code"
          dir="ltr"
          error={errors.zipCode?.message}
          hint={cities.status === 'loading' ? t('register.company.citiesLoading') : undefined}
          {...register('zipCode')}
        />
        {cityChoices ? (
          <SelectField
            label={t('register.company.city')}
            options={[
              { value: '', label: t('register.company.cityChoose') },
              ...cityChoices.map((city) => ({ value: city, label: city })),
            ]}
            error={errors.city?.message}
            {...register('city')}
          />
        ) : (
          <TextField
            label={t('register.company.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        )}
      </div>
      <div css={actionsCss}>
        <Button variant="secondary" onClick={onBack}>
          {t('register.back')}
        </Button>
        <Button type="submit" data-testid="company-next">
          {t('register.next')}
        </Button>
      </div>
    </form>
  );
}
