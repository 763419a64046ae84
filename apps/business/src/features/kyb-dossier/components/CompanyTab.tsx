import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { KYB_COMPANY_CODE_LISTS, type KybCompanyInfo, type KybUserInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField, draftValidationResolver } from '@shop/ui';
import { kybCompanyInfoSchema, type KybCompanyInfoFormValues } from '@shop/validation';
import type { KybSession } from '../../kyb-account/kyb-session-store';
import type { KybLists } from '../api/kyb-reference-api';
import { useTabSave } from '../hooks/use-tab-save';
import { codeOptions, countryOptions, ruleCodes, ruleCountries } from '../kyb-options';
import { TabFrame, fieldGridCss } from './TabFrame';

const CODED = Object.keys(KYB_COMPANY_CODE_LISTS) as (keyof typeof KYB_COMPANY_CODE_LISTS)[];
const FIELDS = ['companyName', 'sirenNumber', 'firstAddress', 'zipCode', 'city', 'country', ...CODED];

function initialValues(info: KybUserInfo): KybCompanyInfo {
  const saved = info.companyInfo;
  return {
    companyName: saved?.companyName ?? info.companyName,
    sirenNumber: saved?.sirenNumber ?? '',
    firstAddress: saved?.firstAddress ?? '',
    zipCode: saved?.zipCode ?? '',
    city: saved?.city ?? '',
    country: saved?.country ?? '',
    accountCategory: saved?.accountCategory ?? '',
    legalForm: saved?.legalForm ?? '',
    annualTurnover: saved?.annualTurnover ?? '',
    entityType: saved?.entityType ?? '',
    netIncomeRange: saved?.netIncomeRange ?? '',
    societyType: saved?.societyType ?? '',
  };
}

export interface CompanyTabProps {
  session: KybSession;
  info: KybUserInfo;
  lists: KybLists;
  onSaved(info: KybUserInfo): void;
}

/** Company information: identity, registered address and six answers from the reference lists by mID. */
export function CompanyTab({ session, info, lists, onSaved }: CompanyTabProps) {
  const { t } = useTranslation('business');
  const schema = useMemo(
    () => kybCompanyInfoSchema({ countries: ruleCountries(lists), codes: ruleCodes(lists) }),
    [lists],
  );
  const tab = useTabSave<KybCompanyInfoFormValues>('company', session, onSaved, FIELDS, 'companyInfo.');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KybCompanyInfoFormValues>({
    defaultValues: initialValues(info),
    resolver: draftValidationResolver<KybCompanyInfoFormValues>(schema),
  });
  const choose = t('kyb.choose');

  return (
    <TabFrame
      section="company"
      heading={t('kyb.company.heading')}
      onSubmit={handleSubmit((values) => tab.save({ type: 0, companyInfo: values as KybCompanyInfo }, setError))}
      onChange={tab.edited}
      busy={isSubmitting}
      alert={tab.alert}
      savedNow={tab.savedNow}
    >
      <div css={fieldGridCss}>
        <TextField
          label={t('kyb.company.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label={t('kyb.company.sirenNumber')}
          inputMode="numeric"
          dir="ltr"
          error={errors.sirenNumber?.message}
          {...register('sirenNumber')}
        />
        <TextField
          label={t('kyb.company.firstAddress')}
          autoComplete="address-line1"
          error={errors.firstAddress?.message}
          {...register('firstAddress')}
        />
        <TextField
          label={t('kyb.company.zipCode')}
          autoComplete="postal-code"
          dir="ltr"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <TextField
          label={t('kyb.company.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={t('kyb.company.country')}
          options={countryOptions(lists, choose)}
          error={errors.country?.message}
          {...register('country')}
        />
        {CODED.map((field) => (
          <SelectField
            key={field}
            label={t(`kyb.company.${field}`)}
            options={codeOptions(lists, KYB_COMPANY_CODE_LISTS[field], choose)}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
    </TabFrame>
  );
}
