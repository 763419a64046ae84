import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SelectField, TextField, validationResolver } from '@shop/ui';
import { companyAddressFormSchema, type CompanyAddressFormValues, type CountryCode } from '@shop/validation';
import { notifySaved } from '../../../shared/notify';
import { SaveButton } from '../../../shared/SaveButton';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import { countryOptions } from '../../address-fields/address-values';
import { fieldGridCss } from '../../address-fields/components/AddressFields';
import { companyAddressFormValues, companyWithAddress } from '../profile-values';
import type { ProfileSectionProps } from './ConsumerProfile';

const FIELDS = ['firstAddress', 'secondAddress', 'zipCode', 'city', 'country'] as const;
const SERVER_FIELDS = Object.fromEntries(FIELDS.map((field) => [`companyInfo.${field}`, field]));

/** The company's registered address: part of the company on the wire, edited on its own here. */
export function CompanyAddressSection({ profile, update, editable, countries }: ProfileSectionProps) {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const [alert, setAlert] = useState<string | null>(null);
  const codes = useMemo(() => countries.map((country) => country.countryCode as CountryCode), [countries]);
  const company = profile.companyInfo;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyAddressFormValues>({
    defaultValues: companyAddressFormValues(company, unit.countryCode),
    resolver: validationResolver(companyAddressFormSchema({ countries: codes })),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!company) return;
    setAlert(null);
    const result = await update({ companyInfo: companyWithAddress(company, values) });
    if (result.ok) notifySaved('account:profile.saved');
    else setAlert(showServerError(result.error, setError, FIELDS, t, SERVER_FIELDS));
  });

  const readOnly = !editable || !company;
  return (
    <SectionCard title={t('profile.companyAddress.title')} testId="company-address" level={3}>
      {company ? null : <p>{t('profile.companyAddress.needsCompany')}</p>}
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.companyAddress.title')}>
        <div css={fieldGridCss}>
          <TextField
            label={t('fields.firstAddress')}
            autoComplete="address-line1"
            readOnly={readOnly}
            error={errors.firstAddress?.message}
            data-testid="company-address-first-address"
            {...register('firstAddress')}
          />
          <TextField
            label={t('fields.secondAddress')}
            autoComplete="address-line2"
            readOnly={readOnly}
            error={errors.secondAddress?.message}
            data-testid="company-address-second-address"
            {...register('secondAddress')}
          />
          <TextField
            label={t('fields.zipCode')}
            autoComplete="postal-code"
            readOnly={readOnly}
            error={errors.zipCode?.message}
            data-testid="company-address-zip-code"
            {...register('zipCode')}
          />
          <TextField
            label={t('fields.city')}
            autoComplete="address-level2"
            readOnly={readOnly}
            error={errors.city?.message}
            data-testid="company-address-city"
            {...register('city')}
          />
          <SelectField
            label={t('fields.country')}
            options={[{ value: '', label: t('fields.choose') }, ...countryOptions(countries)]}
            disabled={readOnly}
            autoComplete="country"
            error={errors.country?.message}
            data-testid="company-address-country"
            {...register('country')}
          />
        </div>
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {editable && company ? <SaveButton busy={isSubmitting} testId="company-address-save" /> : null}
      </form>
    </SectionCard>
  );
}
