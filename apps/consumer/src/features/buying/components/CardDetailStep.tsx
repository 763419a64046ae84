import type { Theme } from '@emotion/react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import type { ProductDetail } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { SubmitButton, TextField, validationResolver } from '@shop/ui';
import {
  amountFormSchema,
  hasDenominations,
  quantityLimits,
  type AmountFormOutput,
  type AmountFormValues,
} from '@shop/validation';
import { useMoney } from '../hooks/use-money';
import { ChoiceGroup } from './ChoiceGroup';

export interface CardDetailStepProps {
  product: ProductDetail;
  cardsInCart: number;
  initial: AmountFormValues;
  onDone(values: AmountFormOutput, typed: AmountFormValues): void;
}

/** Step 1, Card Detail: what the card is, its terms, and the amount and quantity. */
export function CardDetailStep({ product, cardsInCart, initial, onDone }: CardDetailStepProps) {
  const { t } = useTranslation('buying');
  const unit = useUnit();
  const { language, money, decimalDigits } = useMoney();
  const limits = quantityLimits(unit, 'b2c');
  const schema = amountFormSchema({ product, language, decimalDigits, limits, cardsInCart, show: money });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AmountFormValues>({ defaultValues: initial, resolver: validationResolver(schema) });
  const separator = language === 'fr' ? ',' : '.';

  // The resolver answers the rules' output (minor units, a number); the typed text comes back on Back.
  const onSubmit = handleSubmit((values) => onDone(values as unknown as AmountFormOutput, getValues()));

  return (
    <div css={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
      <div>
        {/* The page's largest image: fetched first (the server's HTML preloads it ahead of the scripts). */}
        <img
          src={product.productImgUrl}
          alt=""
          width={480}
          height={300}
          fetchPriority="high"
          css={(theme: Theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius })}
        />
        <p>{product.description}</p>
        {product.howToUse ? (
          <details>
            <summary css={{ minHeight: 44, cursor: 'pointer', fontWeight: 600 }}>{t('detail.howToUse')}</summary>
            <p>{product.howToUse}</p>
          </details>
        ) : null}
        {product.termOfService ? (
          <details>
            <summary css={{ minHeight: 44, cursor: 'pointer', fontWeight: 600 }}>{t('detail.terms')}</summary>
            <p>{product.termOfService}</p>
          </details>
        ) : null}
        {product.redeemPlace ? <p>{t('detail.redeemPlace', { place: product.redeemPlace })}</p> : null}
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t('steps.cardDetail')}>
        {hasDenominations(product) ? (
          <ChoiceGroup
            legend={t('detail.amount')}
            field={register('amount')}
            error={errors.amount?.message}
            choices={[...product.denominations]
              .sort((a, b) => a - b)
              .map((minor) => ({ value: String(minor), label: money(minor), testId: `amount-${minor}` }))}
          />
        ) : (
          <TextField
            label={t('detail.amountTyped', { currency: unit.currency })}
            hint={t('detail.amountRange', {
              min: money(product.minAmount),
              max: money(product.maxAmount),
              format: `0${separator}00`,
            })}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
        <TextField
          label={t('detail.quantity')}
          hint={t('detail.quantityHint', { max: limits.max })}
          inputMode="numeric"
          autoComplete="off"
          error={errors.qty?.message}
          css={{ maxWidth: 120 }}
          {...register('qty')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t('next')}>
          {t('next')}
        </SubmitButton>
      </form>
    </div>
  );
}
