import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, TextField, useMoney } from '@shop/ui';
import type { FeeDiscountType } from '../../draft-order/draft-order';
import type { SalesmanLineValues } from '../salesman-line';

export interface FeeDiscountFieldsProps {
  /** Which fee: the letter's (shipFee) or the extra product's. */
  fee: 'letter' | 'extra';
  /** The fee per card, the bound of a fixed discount. */
  feePerCard: number;
  type: FeeDiscountType;
  register: UseFormRegister<SalesmanLineValues>;
  errors: FieldErrors<SalesmanLineValues>;
}

const FIELDS = {
  letter: { type: 'shipFeeDiscType', value: 'shipFeeDiscValue' },
  extra: { type: 'extraFeeDiscType', value: 'extraFeeDiscValue' },
} as const;

/**
 * The salesman's discount of one fee of the line: none, a percent of it (P) or a fixed amount per card
 * (V), and its value; the value's bound is said beside it, its refusal under it.
 */
export function FeeDiscountFields({ fee, feePerCard, type, register, errors }: FeeDiscountFieldsProps) {
  const { t } = useTranslation('salesman');
  const { money, language } = useMoney();
  const { currency } = useUnit();
  const names = FIELDS[fee];
  return (
    <>
      <SelectField
        label={t(`buying.fees.${fee}DiscountType`)}
        options={[
          { value: '', label: t('buying.fees.none') },
          { value: 'P', label: t('buying.fees.percent') },
          { value: 'V', label: t('buying.fees.fixed') },
        ]}
        error={errors[names.type]?.message}
        {...register(names.type)}
      />
      {type === '' ? null : (
        <TextField
          label={t(type === 'P' ? `buying.fees.${fee}Percent` : `buying.fees.${fee}Fixed`, { currency })}
          hint={type === 'P' ? t('buying.fees.percentHint') : t('buying.fees.fixedHint', { max: money(feePerCard) })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={language === 'fr' ? '0,00' : '0.00'}
          error={errors[names.value]?.message}
          {...register(names.value)}
        />
      )}
    </>
  );
}
