import type { Theme } from '@emotion/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField, SelectField, TextField } from '@shop/ui';
import type { AddressFormValues, Option } from '../address-values';
import { PhoneField } from './PhoneField';

export interface AddressFieldsProps {
  register: UseFormRegister<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
  countries: readonly Option[];
  areaCodes: readonly Option[];
  /** Address-book entries have a name and may be the default; delivery and invoicing addresses do not. */
  bookEntry?: boolean;
  readOnly?: boolean;
  /** Prefix of each field's data-testid, e.g. 'address' gives 'address-first-name'. */
  testId: string;
}

export const fieldGridCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: theme.space(4),
  [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

/** The fields of an address (spec 1 section 3 "Address"), laid out in two columns on wide screens. */
export function AddressFields({
  register,
  errors,
  countries,
  areaCodes,
  bookEntry = false,
  readOnly = false,
  testId,
}: AddressFieldsProps) {
  const { t } = useTranslation('account');
  const civilities = [
    { value: '', label: t('fields.choose') },
    { value: '1', label: t('civility.1') },
    { value: '2', label: t('civility.2') },
    { value: '3', label: t('civility.3') },
  ];
  const countryChoices = [{ value: '', label: t('fields.choose') }, ...countries];
  return (
    <div css={fieldGridCss}>
      {bookEntry ? (
        <TextField
          label={t('fields.addressBookName')}
          hint={t('fields.addressBookNameHint')}
          readOnly={readOnly}
          error={errors.addressBookName?.message}
          data-testid={`${testId}-name`}
          {...register('addressBookName')}
        />
      ) : null}
      <SelectField
        label={t('fields.civility')}
        options={civilities}
        disabled={readOnly}
        autoComplete="honorific-prefix"
        error={errors.civillity?.message}
        data-testid={`${testId}-civility`}
        {...register('civillity')}
      />
      {bookEntry ? null : <span aria-hidden="true" />}
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        readOnly={readOnly}
        error={errors.firstName?.message}
        data-testid={`${testId}-first-name`}
        {...register('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        readOnly={readOnly}
        error={errors.lastName?.message}
        data-testid={`${testId}-last-name`}
        {...register('lastName')}
      />
      <TextField
        label={t('fields.firstAddress')}
        autoComplete="address-line1"
        readOnly={readOnly}
        error={errors.firstAddress?.message}
        data-testid={`${testId}-first-address`}
        {...register('firstAddress')}
      />
      <TextField
        label={t('fields.secondAddress')}
        autoComplete="address-line2"
        readOnly={readOnly}
        error={errors.secondAddress?.message}
        data-testid={`${testId}-second-address`}
        {...register('secondAddress')}
      />
      <TextField
        label={t('fields.zipCode')}
        autoComplete="postal-code"
        readOnly={readOnly}
        error={errors.zipCode?.message}
        data-testid={`${testId}-zip-code`}
        {...register('zipCode')}
      />
      <TextField
        label={t('fields.city')}
        autoComplete="address-level2"
        readOnly={readOnly}
        error={errors.city?.message}
        data-testid={`${testId}-city`}
        {...register('city')}
      />
      <SelectField
        label={t('fields.country')}
        options={countryChoices}
        disabled={readOnly}
        autoComplete="country"
        error={errors.country?.message}
        data-testid={`${testId}-country`}
        {...register('country')}
      />
      <div css={(theme: Theme) => ({ gridColumn: '1 / -1', [theme.media.mobile]: { gridColumn: 'auto' } })}>
        <PhoneField
          areaCodes={areaCodes}
          areaCode={register('phone.areaCode')}
          number={register('phone.number')}
          numberLabel={t('fields.addressPhone')}
          numberError={errors.phone?.number?.message}
          readOnly={readOnly}
          testId={`${testId}-phone`}
        />
      </div>
      {bookEntry ? (
        <div css={{ gridColumn: '1 / -1' }}>
          <CheckboxField
            label={t('fields.isDefault')}
            disabled={readOnly}
            data-testid={`${testId}-default`}
            {...register('isDefault')}
          />
        </div>
      ) : null}
    </div>
  );
}
