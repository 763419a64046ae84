import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { Address, AddressBookEntry } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert } from '@shop/ui';
import { SaveButton } from '../../../shared/SaveButton';
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
import type { CountryList } from '../../reference-data/api/reference-api';

export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: AddressBookEntry | null;
  /** Where the address sits in the book written back: the server names fields by this index. */
  index: number;
  countries: CountryList;
  onSave(address: Address): Promise<ApiResult<unknown>>;
  onCancel(): void;
}

/** Adds or edits one address of the book; errors of the server show next to their fields. */
export function AddressForm({ address, index, countries, onSave, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAddressForm(address, countries);

  const formRef = useRef<HTMLFormElement>(null);
  // The form opens where the member starts typing.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, select')?.focus(), []);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await onSave(formToAddress(values));
    if (!result.ok)
      setAlert(
        showServerError(
          result.error,
          setError,
          ADDRESS_FORM_FIELDS,
          t,
          addressFieldMap(`deliveryAddressBook.${index}.`),
        ),
      );
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      data-testid="address-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSubmitting) onCancel();
      }}
      css={(theme: Theme) => ({
        border: `2px solid ${theme.colors.primary}`,
        borderRadius: theme.radius,
        padding: theme.space(5),
        marginBottom: theme.space(5),
        [theme.media.mobile]: { padding: theme.space(4) },
      })}
    >
      <h3 id={headingId} css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}`, fontSize: '1.125rem' })}>
        {address ? t('addressBook.editTitle') : t('addressBook.addTitle')}
      </h3>
      <AddressFields
        register={register}
        errors={errors}
        countries={countryOptions(countries)}
        areaCodes={areaCodeOptions(countries)}
        bookEntry
        testId="address"
      />
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
        <SaveButton busy={isSubmitting} testId="address-save" />
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting} data-testid="address-cancel">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
