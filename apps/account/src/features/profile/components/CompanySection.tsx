import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField, FormAlert, SelectField, TextField, validationResolver } from '@shop/ui';
import { companyFormSchema, type CountryCode } from '@shop/validation';
import { notifySaved } from '../../../shared/notify';
import { SaveButton } from '../../../shared/SaveButton';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import { areaCodeOptions, defaultAreaCode } from '../../address-fields/address-values';
import { fieldGridCss } from '../../address-fields/components/AddressFields';
import { PhoneField } from '../../address-fields/components/PhoneField';
import type { ReferenceCodes } from '../../reference-data/api/reference-api';
import { useReferenceList } from '../../reference-data/hooks/use-reference-data';
import { companyFormValues, companyWithDetails, type CompanyValues } from '../profile-values';
import type { ProfileSectionProps } from './ConsumerProfile';

const COMPANY_FIELDS = [
  'companyName',
  'commercialName',
  'sirenNumber',
  'vatNumber',
  'companyPhone.number',
  'numberOfEmployees',
  'accountCategory',
  'societyType',
] as const;
const COMPANY_SERVER_FIELDS: Record<string, string> = {
  ...Object.fromEntries(COMPANY_FIELDS.map((field) => [`companyInfo.${field}`, field])),
  'companyInfo.companyPhoneNumber': 'companyPhone.number',
};

/** The options of a reference list, keeping the stored code even when the list does not have it. */
function referenceOptions(list: ReferenceCodes | null, current: string, choose: string) {
  const options = [
    { value: '', label: choose },
    ...(list ?? []).map((code) => ({ value: code.code, label: code.name })),
  ];
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return options;
}

/** The company: names, register numbers, phone, size, sector and type. */
export function CompanySection({ profile, update, editable, countries }: ProfileSectionProps) {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const sectors = useReferenceList('IND');
  const societyTypes = useReferenceList('ST_EKDR');
  const [alert, setAlert] = useState<string | null>(null);
  const areaCodes = useMemo(() => areaCodeOptions(countries), [countries]);
  const codes = useMemo(() => countries.map((country) => country.countryCode as CountryCode), [countries]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyValues>({
    defaultValues: companyFormValues(profile.companyInfo, defaultAreaCode(countries, unit.countryCode)),
    resolver: validationResolver(companyFormSchema({ countries: codes })),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await update({ companyInfo: companyWithDetails(profile.companyInfo, values) });
    if (result.ok) notifySaved('account:profile.saved');
    else setAlert(showServerError(result.error, setError, COMPANY_FIELDS, t, COMPANY_SERVER_FIELDS));
  });

  const readOnly = !editable;
  const company = profile.companyInfo;
  return (
    <SectionCard title={t('profile.company.title')} testId="profile-company">
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.company.title')}>
        <div css={fieldGridCss}>
          <TextField
            label={t('fields.companyName')}
            autoComplete="organization"
            readOnly={readOnly}
            error={errors.companyName?.message}
            data-testid="company-name"
            {...register('companyName')}
          />
          <TextField
            label={t('fields.commercialName')}
            readOnly={readOnly}
            error={errors.commercialName?.message}
            data-testid="company-commercial-name"
            {...register('commercialName')}
          />
          <TextField
            label={t('fields.sirenNumber')}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.sirenNumber?.message}
            data-testid="company-siren"
            {...register('sirenNumber')}
          />
          <TextField
            label={t('fields.vatNumber')}
            readOnly={readOnly}
            error={errors.vatNumber?.message}
            data-testid="company-vat"
            {...register('vatNumber')}
          />
          <SelectField
            label={t('fields.accountCategory')}
            options={referenceOptions(
              sectors.status === 'ready' ? sectors.data : null,
              company?.accountCategory ?? '',
              t('fields.choose'),
            )}
            disabled={readOnly}
            error={errors.accountCategory?.message}
            data-testid="company-sector"
            {...register('accountCategory')}
          />
          <SelectField
            label={t('fields.societyType')}
            options={referenceOptions(
              societyTypes.status === 'ready' ? societyTypes.data : null,
              company?.societyType ?? '',
              t('fields.choose'),
            )}
            disabled={readOnly}
            error={errors.societyType?.message}
            data-testid="company-society-type"
            {...register('societyType')}
          />
          <TextField
            label={t('fields.numberOfEmployees')}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.numberOfEmployees?.message}
            data-testid="company-employees"
            {...register('numberOfEmployees')}
          />
        </div>
        <PhoneField
          areaCodes={areaCodes}
          areaCode={register('companyPhone.areaCode')}
          number={register('companyPhone.number')}
          numberLabel={t('fields.companyPhone')}
          numberError={errors.companyPhone?.number?.message}
          readOnly={readOnly}
          testId="company-phone"
        />
        <CheckboxField
          label={t('fields.isContactWithStore')}
          disabled={readOnly}
          data-testid="company-contact-with-store"
          {...register('isContactWithStore')}
        />
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        {editable ? <SaveButton busy={isSubmitting} testId="company-save" /> : null}
      </form>
    </SectionCard>
  );
}
