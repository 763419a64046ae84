import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { TextField } from '@shop/ui';
import type { InvoiceAddress } from '@shop/validation';

const twoColumnsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  columnGap: theme.space(3),
  [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

/**
 * The invoicing address of a business order (spec 1 section 3, B2B additions): who receives the invoice,
 * where, and how to reach them; each error under its field. The form around it owns the values.
 */
export function InvoiceAddressFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<InvoiceAddress>;
  errors: FieldErrors<InvoiceAddress>;
  disabled: boolean;
}) {
  const { t } = useTranslation('business');
  const titleId = useId();
  return (
    <fieldset
      aria-labelledby={titleId}
      disabled={disabled}
      css={{ border: 'none', padding: 0, margin: 0, minWidth: 0 }}
      data-testid="invoice-address"
    >
      <h2 id={titleId} css={{ margin: '0 0 8px', fontSize: '1.25rem' }}>
        {t('invoiceAddress.title')}
      </h2>
      <p css={{ margin: '0 0 16px', color: '#4a5563' }}>{t('invoiceAddress.lead')}</p>
      <TextField
        label={t('invoiceAddress.receiverName')}
        autoComplete="organization"
        error={errors.invoiceReceiverName?.message}
        {...register('invoiceReceiverName')}
      />
      <TextField
        label={t('invoiceAddress.address')}
        autoComplete="street-address"
        error={errors.invoiceAddress?.message}
        {...register('invoiceAddress')}
      />
      <div css={twoColumnsCss}>
        <TextField
          label={t('invoiceAddress.zipCode')}
          autoComplete="postal-code"
          error={errors.invoiceZipCode?.message}
          {...register('invoiceZipCode')}
        />
        <TextField
          label={t('invoiceAddress.city')}
          autoComplete="address-level2"
          error={errors.invoiceCity?.message}
          {...register('invoiceCity')}
        />
      </div>
      <div css={twoColumnsCss}>
        <TextField
          label={t('invoiceAddress.countryCode')}
          hint={t('invoiceAddress.countryCodeHint')}
          autoComplete="country"
          maxLength={2}
          dir="ltr"
          error={errors.invoiceCountryCode?.message}
          {...register('invoiceCountryCode', { setValueAs: (value: string) => value.trim().toUpperCase() })}
        />
        <TextField
          label={t('invoiceAddress.mobileNo')}
          hint={t('invoiceAddress.mobileNoHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          error={errors.invoiceMobileNo?.message}
          {...register('invoiceMobileNo')}
        />
      </div>
      <TextField
        label={t('invoiceAddress.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        error={errors.invoiceEmail?.message}
        {...register('invoiceEmail')}
      />
    </fieldset>
  );
}
