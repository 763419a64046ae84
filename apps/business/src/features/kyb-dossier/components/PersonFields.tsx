import type { Theme } from '@emotion/react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { KYB_ID_DOCUMENT_TYPES, KYB_PERSON_CODE_LISTS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField } from '@shop/ui';
import type { KybLists } from '../api/kyb-reference-api';
import { codeOptions, countryOptions } from '../kyb-options';
import type { PeopleFormValues } from '../people-form';
import { KybDocumentField } from './KybDocumentField';
import { fieldGridCss } from './TabFrame';

const CODED = Object.keys(KYB_PERSON_CODE_LISTS) as (keyof typeof KYB_PERSON_CODE_LISTS)[];

export interface PersonFieldsProps {
  index: number;
  lists: KybLists;
  register: UseFormRegister<PeopleFormValues>;
  setValue: UseFormSetValue<PeopleFormValues>;
  errors: FieldErrors<PeopleFormValues>;
  documentName: string;
}

/** One person's fields: identity, birth, stake, ID document, tax residence and the three coded answers. */
export function PersonFields({ index, lists, register, setValue, errors, documentName }: PersonFieldsProps) {
  const { t } = useTranslation('business');
  const choose = t('kyb.choose');
  const error = errors.people?.[index];
  const name = <F extends string>(field: F) => `people.${index}.${field}` as const;
  return (
    <div css={fieldGridCss}>
      <SelectField
        label={t('register.account.civility')}
        options={[
          { value: '', label: choose },
          ...[1, 2, 3].map((code) => ({ value: String(code), label: t(`register.account.civility${code}`) })),
        ]}
        error={error?.civility?.message}
        {...register(name('civility'))}
      />
      <TextField
        label={t('kyb.person.firstName')}
        autoComplete="off"
        error={error?.firstName?.message}
        {...register(name('firstName'))}
      />
      <TextField
        label={t('kyb.person.lastName')}
        autoComplete="off"
        error={error?.lastName?.message}
        {...register(name('lastName'))}
      />
      <TextField
        label={t('kyb.person.birthDate')}
        type="date"
        error={error?.birthDate?.message}
        {...register(name('birthDate'))}
      />
      <TextField label={t('kyb.person.birthCity')} error={error?.birthCity?.message} {...register(name('birthCity'))} />
      <SelectField
        label={t('kyb.person.nationality')}
        options={countryOptions(lists, choose)}
        error={error?.nationality?.message}
        {...register(name('nationality'))}
      />
      <TextField
        label={t('kyb.person.stake')}
        inputMode="decimal"
        dir="ltr"
        error={error?.stake?.message}
        {...register(name('stake'))}
      />
      <SelectField
        label={t('kyb.person.idDocumentType')}
        options={[
          { value: '', label: choose },
          ...KYB_ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`kyb.person.idDocumentTypes.${type}`) })),
        ]}
        error={error?.idDocumentType?.message}
        {...register(name('idDocumentType'))}
      />
      <div css={(theme: Theme) => ({ gridColumn: '1 / -1', marginBottom: theme.space(2) })}>
        <KybDocumentField
          name={name('idDocumentFileId')}
          fileName={documentName || null}
          error={error?.idDocumentFileId?.message}
          onStored={({ fileId, fileName }) => {
            setValue(name('idDocumentFileName'), fileName);
            setValue(name('idDocumentFileId'), fileId, { shouldValidate: true, shouldDirty: true });
          }}
        />
      </div>
      <SelectField
        label={t('kyb.person.taxResidence')}
        options={countryOptions(lists, choose)}
        error={error?.taxResidence?.message}
        {...register(name('taxResidence'))}
      />
      <TextField label={t('kyb.person.tin')} dir="ltr" error={error?.tin?.message} {...register(name('tin'))} />
      {CODED.map((field) => (
        <SelectField
          key={field}
          label={t(`kyb.person.${field}`)}
          options={codeOptions(lists, KYB_PERSON_CODE_LISTS[field], choose)}
          error={error?.[field]?.message}
          {...register(name(field))}
        />
      ))}
    </div>
  );
}
