import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@shop/i18n/react';
import { PasswordField, TextField } from '@shop/ui';
import type { CardCode } from '../card-code';

/** A gift card's number and PIN (the PIN hidden, with a show-PIN button), each with its error under it. */
export function CardCodeFields({
  register,
  errors,
}: {
  register: UseFormRegister<CardCode>;
  errors: FieldErrors<CardCode>;
}) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <TextField
        label={t('giftCards.cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        error={errors.cardNumber?.message}
        {...register('cardNumber')}
      />
      <PasswordField
        label={t('giftCards.pinCode')}
        showLabel={t('giftCards.showPin')}
        hideLabel={t('giftCards.hidePin')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        error={errors.pinCode?.message}
        {...register('pinCode')}
      />
    </>
  );
}
