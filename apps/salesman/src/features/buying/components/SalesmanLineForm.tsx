import type { Theme } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { SelectField, SubmitButton, TextField, useMoney, validationResolver } from '@shop/ui';
import {
  CARD_MADE_FEE_MAX_CENTS,
  CARD_MADE_FEE_MIN_CENTS,
  hasDenominations,
  messageRef,
  quantityLimits,
} from '@shop/validation';
import type { DraftLine, SalesmanBuyingMode } from '../../draft-order/draft-order';
import { draftLineOf, salesmanLineSchema, type SalesmanLineOutput, type SalesmanLineValues } from '../salesman-line';

export interface SalesmanLineFormProps {
  mode: SalesmanBuyingMode;
  products: ProductSummary[];
  /** The customer's contact: the sender, and buying for the customer, the receiver too. */
  contact: { name: string; email: string };
  cardsInDraft: number;
  onAdd(line: DraftLine): void;
  /** Told whether the form holds input not yet in the draft (leaving the page then asks first). */
  onDirtyChange?(dirty: boolean): void;
}

const newLineId = () => `line-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * One line of the salesman's order: the card (sent by email), its amount and quantity, his discount on
 * the line (overriding the card's own), the card-made fee per card, the sender and the receiver.
 */
export function SalesmanLineForm({
  mode,
  products,
  contact,
  cardsInDraft,
  onAdd,
  onDirtyChange,
}: SalesmanLineFormProps) {
  const { t } = useTranslation('salesman');
  const unit = useUnit();
  const { language, money, decimalDigits } = useMoney();
  const limits = quantityLimits(unit, 'b2b');
  const defaults: SalesmanLineValues = {
    itemCode: '',
    amount: '',
    qty: '1',
    discountRate: '',
    cardMadeFee: String(CARD_MADE_FEE_MIN_CENTS / 100),
    senderName: contact.name,
    senderEmail: contact.email,
    receiverName: '',
    receiverEmail: '',
  };
  const { register, handleSubmit, watch, reset, formState } = useForm<SalesmanLineValues>({
    defaultValues: defaults,
    resolver: async (values, context, options) => {
      const product = products.find((candidate) => candidate.itemCode === values.itemCode);
      if (!product) return { values: {}, errors: { itemCode: { type: 'required', message: messageRef('required') } } };
      const schema = salesmanLineSchema({ mode, product, language, decimalDigits, limits, cardsInDraft, show: money });
      return validationResolver<SalesmanLineValues>(schema)(values, context, options);
    },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const itemCode = watch('itemCode');
  const product = useMemo(() => products.find((candidate) => candidate.itemCode === itemCode), [products, itemCode]);
  const self = mode === 'self';
  const separator = language === 'fr' ? ',' : '.';

  const onSubmit = handleSubmit((values) => {
    if (!product) return;
    onAdd(draftLineOf(product, values as unknown as SalesmanLineOutput, mode, newLineId()));
    reset({ ...defaults, itemCode: product.itemCode });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="salesman-line-heading">
      <h2 id="salesman-line-heading" css={{ marginTop: 0 }}>
        {t('buying.line.heading')}
      </h2>
      <div css={gridCss}>
        <SelectField
          label={t('buying.line.product')}
          error={errors.itemCode?.message}
          options={[
            { value: '', label: t('buying.line.chooseProduct') },
            ...products.map((candidate) => ({ value: candidate.itemCode, label: candidate.productName })),
          ]}
          {...register('itemCode')}
        />
        {product && hasDenominations(product) ? (
          <SelectField
            label={t('buying.line.amount', { currency: unit.currency })}
            error={errors.amount?.message}
            options={[
              { value: '', label: t('buying.line.chooseAmount') },
              ...[...product.denominations]
                .sort((a, b) => a - b)
                .map((minor) => ({ value: String(minor), label: money(minor) })),
            ]}
            {...register('amount')}
          />
        ) : (
          <TextField
            label={t('buying.line.amount', { currency: unit.currency })}
            hint={
              product
                ? t('buying.line.amountRange', { min: money(product.minAmount), max: money(product.maxAmount) })
                : undefined
            }
            inputMode="decimal"
            autoComplete="off"
            placeholder={`0${separator}00`}
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
        <TextField
          label={t('buying.line.quantity')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.qty?.message}
          {...register('qty')}
        />
        <TextField
          label={t('buying.line.discount')}
          hint={t('buying.line.discountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.discountRate?.message}
          {...register('discountRate')}
        />
        <TextField
          label={t('buying.line.cardMadeFee', { currency: unit.currency })}
          hint={t('buying.line.cardMadeFeeHint', {
            min: money(CARD_MADE_FEE_MIN_CENTS),
            max: money(CARD_MADE_FEE_MAX_CENTS),
          })}
          inputMode="decimal"
          autoComplete="off"
          error={errors.cardMadeFee?.message}
          {...register('cardMadeFee')}
        />
      </div>
      <div css={gridCss}>
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>{t('buying.line.sender')}</legend>
          <TextField
            label={t('buying.line.senderName')}
            autoComplete="off"
            error={errors.senderName?.message}
            {...register('senderName')}
          />
          <TextField
            label={t('buying.line.senderEmail')}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={errors.senderEmail?.message}
            {...register('senderEmail')}
          />
        </fieldset>
        {self ? null : (
          <fieldset css={fieldsetCss}>
            <legend css={legendCss}>{t('buying.line.receiver')}</legend>
            <TextField
              label={t('buying.line.receiverName')}
              autoComplete="off"
              error={errors.receiverName?.message}
              {...register('receiverName')}
            />
            <TextField
              label={t('buying.line.receiverEmail')}
              type="email"
              dir="ltr"
              autoComplete="off"
              error={errors.receiverEmail?.message}
              {...register('receiverEmail')}
            />
          </fieldset>
        )}
      </div>
      <SubmitButton busy={isSubmitting} busyLabel={t('buying.line.add')}>
        {t('buying.line.add')}
      </SubmitButton>
    </form>
  );
}

const gridCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  columnGap: theme.space(4),
  alignItems: 'start',
});
const fieldsetCss = (theme: Theme) => ({
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  padding: theme.space(4),
  margin: `0 0 ${theme.space(4)}`,
});
const legendCss = { fontWeight: 600, padding: '0 4px' };
