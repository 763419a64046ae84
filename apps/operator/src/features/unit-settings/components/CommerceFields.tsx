import { useFormContext } from 'react-hook-form';
import { LOGIN_TYPES, PAYMENT_MEANS } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { CheckboxField, TextField } from '@shop/ui';
import type { UnitSettingsValues } from '../unit-settings-form';
import { ChoiceList, FieldGroup, useErrorAt } from './settings-fields';

const SOCIAL_NAMES = { FB: 'Facebook', GOOGLE: 'Google', APPLE: 'Apple' } as const;
const PAYMENT_CODES = Object.keys(PAYMENT_MEANS) as (keyof typeof PAYMENT_MEANS)[];

/** How customers sign in and pay, the quantity and top-up limits, taxes and guest mode. */
export function CommerceFields() {
  const { t } = useTranslation('operator');
  const { register } = useFormContext<UnitSettingsValues>();
  const errorAt = useErrorAt();
  // Social networks go by their own names; the other sign-in methods are described in words.
  const loginTypeLabel = (type: (typeof LOGIN_TYPES)[number]) =>
    type in SOCIAL_NAMES ? SOCIAL_NAMES[type as keyof typeof SOCIAL_NAMES] : t(`settings.loginTypes.${type}`);
  const number = (path: Parameters<typeof register>[0], label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      type="number"
      error={errorAt(path)}
      {...extra}
      {...register(path, { setValueAs: (value: string) => (value === '' ? '' : Number(value)) })}
    />
  );
  return (
    <>
      <FieldGroup legend={t('settings.groups.signInAndPayment')}>
        <ChoiceList legend={t('settings.fields.memberShip')} error={errorAt('memberShip')}>
          {LOGIN_TYPES.map((type) => (
            <CheckboxField key={type} label={loginTypeLabel(type)} value={type} {...register('memberShip')} />
          ))}
        </ChoiceList>
        <ChoiceList legend={t('settings.fields.paymentType')} error={errorAt('paymentType')}>
          {PAYMENT_CODES.map((code) => (
            <CheckboxField
              key={code}
              label={`${code} – ${PAYMENT_MEANS[code]}`}
              value={code}
              {...register('paymentType')}
            />
          ))}
        </ChoiceList>
        <TextField
          label={t('settings.fields.pspProvider')}
          dir="ltr"
          error={errorAt('pspProvider')}
          {...register('pspProvider')}
        />
        <TextField
          label={t('settings.fields.redirectUrl')}
          dir="ltr"
          error={errorAt('redirectUrl')}
          {...register('redirectUrl')}
        />
        <TextField
          label={t('settings.fields.mobileRedirectUrl')}
          dir="ltr"
          error={errorAt('mobileRedirectUrl')}
          {...register('mobileRedirectUrl')}
        />
      </FieldGroup>
      <FieldGroup legend={t('settings.groups.limitsAndTaxes')}>
        {number('b2cMinQty', t('settings.fields.b2cMinQty'), { min: 1 })}
        {number('b2cMaxQty', t('settings.fields.b2cMaxQty'), { min: 1 })}
        {number('b2bMaxQty', t('settings.fields.b2bMaxQty'), { min: 1 })}
        {number('walletTopUpMaxAmount', t('settings.fields.walletTopUpMaxAmount'), {
          min: 1,
          hint: t('settings.hints.walletTopUpMaxAmount'),
        })}
        {number('cardMadeTaxRate', t('settings.fields.cardMadeTaxRate'), { step: '0.01' })}
        {number('shippingTaxRate', t('settings.fields.shippingTaxRate'), { step: '0.01' })}
        <TextField
          label={t('settings.fields.discountType')}
          dir="ltr"
          error={errorAt('discountType')}
          {...register('discountType')}
        />
        <TextField label={t('settings.fields.buType')} dir="ltr" error={errorAt('buType')} {...register('buType')} />
        <CheckboxField label={t('settings.fields.isVatInclude')} {...register('isVatInclude')} />
        <CheckboxField label={t('settings.fields.isEnableGuestMode')} {...register('isEnableGuestMode')} />
        <CheckboxField label={t('settings.fields.isAllowMultipleProduct')} {...register('isAllowMultipleProduct')} />
      </FieldGroup>
    </>
  );
}
