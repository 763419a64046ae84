import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { InvalidCartValueError, cartStore } from '@shop/cart-engine';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SelectField, SubmitButton, TextField, validationResolver } from '@shop/ui';
import { hasDenominations, quantityLimits } from '@shop/validation';
import { useMoney } from '../../../shared/use-money';
import {
  businessCartLine,
  businessLineSchema,
  type BusinessBuyingMode,
  type BusinessLineOutput,
  type BusinessLineValues,
} from '../business-line';

export interface BusinessLineFormProps {
  mode: BusinessBuyingMode;
  product: ProductSummary;
  /** The signed-in contact: the sender, and buying for the company itself, the receiver too. */
  contact: { name: string; email: string };
  cardsInCart: number;
  onAdded(): void;
  /** Told whether the form holds input not yet in the cart (leaving the page then asks first). */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * One line of a business order: the amount (a denomination or a typed amount in the product's range),
 * the quantity within the order's b2bMaxQty, who sends and who receives the cards by email; "Add to
 * cart" puts it in the shared cart with the page's draftPath.
 */
export function BusinessLineForm(props: BusinessLineFormProps) {
  const { mode, product, contact, cardsInCart, onAdded, onDirtyChange } = props;
  const { t } = useTranslation('business');
  const unit = useUnit();
  const { language, money, decimalDigits } = useMoney();
  const [refusal, setRefusal] = useState<string | null>(null);
  const limits = quantityLimits(unit, 'b2b');
  const schema = businessLineSchema({ mode, product, language, decimalDigits, limits, cardsInCart, show: money });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BusinessLineValues>({
    defaultValues: {
      amount: '',
      qty: '1',
      senderName: contact.name,
      senderEmail: contact.email,
      receiverName: '',
      receiverEmail: '',
    },
    resolver: validationResolver(schema),
  });
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const separator = language === 'fr' ? ',' : '.';
  const self = mode === 'self';

  // The resolver answers the rules' output: the amount in minor units, the quantity a number.
  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    try {
      cartStore.getState().addOrder({ data: businessCartLine(product, values as unknown as BusinessLineOutput, mode) });
    } catch (error) {
      if (!(error instanceof InvalidCartValueError)) throw error;
      setRefusal(t('buying.form.cartRefused'));
      return;
    }
    onAdded();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="business-line-heading" css={{ maxWidth: 560 }}>
      <h3 id="business-line-heading" css={{ marginTop: 0 }}>
        {t('buying.form.heading', { name: product.productName })}
      </h3>
      {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
      {hasDenominations(product) ? (
        <SelectField
          label={t('buying.form.amount')}
          error={errors.amount?.message}
          options={[
            { value: '', label: t('buying.form.chooseAmount') },
            ...[...product.denominations]
              .sort((a, b) => a - b)
              .map((minor) => ({
                value: String(minor),
                label: money(minor),
              })),
          ]}
          {...register('amount')}
        />
      ) : (
        <TextField
          label={t('buying.form.amountTyped', { currency: unit.currency })}
          hint={t('buying.form.amountRange', {
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
        label={t('buying.form.quantity')}
        hint={
          cardsInCart > 0
            ? t('buying.form.quantityHintInCart', { max: limits.max, inCart: cardsInCart })
            : t('buying.form.quantityHint', { max: limits.max })
        }
        inputMode="numeric"
        autoComplete="off"
        error={errors.qty?.message}
        css={{ maxWidth: 160 }}
        {...register('qty')}
      />
      <fieldset css={fieldsetCss}>
        <legend css={legendCss}>{self ? t('buying.form.you') : t('buying.form.sender')}</legend>
        {self ? <p css={{ marginTop: 0 }}>{t('buying.form.selfDelivery')}</p> : null}
        <TextField
          label={self ? t('buying.form.yourName') : t('buying.form.senderName')}
          autoComplete="name"
          error={errors.senderName?.message}
          {...register('senderName')}
        />
        <TextField
          label={self ? t('buying.form.yourEmail') : t('buying.form.senderEmail')}
          type="email"
          autoComplete="email"
          error={errors.senderEmail?.message}
          {...register('senderEmail')}
        />
      </fieldset>
      {self ? null : (
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t('buying.form.receiver')}</legend>
          <p css={{ marginTop: 0 }}>{t('buying.form.byEmail')}</p>
          <TextField
            label={t('buying.form.receiverName')}
            autoComplete="off"
            error={errors.receiverName?.message}
            {...register('receiverName')}
          />
          <TextField
            label={t('buying.form.receiverEmail')}
            type="email"
            autoComplete="off"
            error={errors.receiverEmail?.message}
            {...register('receiverEmail')}
          />
        </fieldset>
      )}
      <SubmitButton busy={isSubmitting} busyLabel={t('buying.form.adding')}>
        {t('buying.form.add')}
      </SubmitButton>
    </form>
  );
}

const fieldsetCss = (theme: Theme) => ({
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(4),
  margin: `0 0 ${theme.space(4)}`,
});
const legendCss = { fontWeight: 600, padding: '0 4px' };
