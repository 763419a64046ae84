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
import type { DraftLine, SalesmanBuyingMode, SalesmanDeliverType } from '../../draft-order/draft-order';
import { POSTED_KINDS, type Country, type ExtraProduct, type LetterType } from '../api/catalogue-api';
import {
  discountableFee,
  draftLineOf,
  extrasFor,
  salesmanLineSchema,
  type SalesmanLineOutput,
  type SalesmanLineValues,
} from '../salesman-line';
import { FeeDiscountFields } from './FeeDiscountFields';
import { PostalAddressFields } from './PostalAddressFields';

export interface SalesmanLineFormProps {
  mode: SalesmanBuyingMode;
  products: ProductSummary[];
  letters: LetterType[];
  extras: ExtraProduct[];
  countries: Country[];
  /** The delivery of the draft's lines: an order's cards all go by email or all by post (null: no line yet). */
  delivery: SalesmanDeliverType | null;
  /** The customer's contact: the sender, and buying for the customer, the receiver too. */
  contact: { name: string; email: string };
  cardsInDraft: number;
  onAdd(line: DraftLine): void;
  /** Told whether the form holds input not yet in the draft (leaving the page then asks first). */
  onDirtyChange?(dirty: boolean): void;
}

const newLineId = () => `line-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const postedKind = (product: ProductSummary) => POSTED_KINDS.has(product.kind);

/**
 * One line of the salesman's order: how it goes (a digital card by email, a physical one by post in one
 * of the unit's letters), the card, its amount and quantity, his discount on the line (overriding the
 * card's own), the card-made fee per card, an extra product, his discounts of the letter and extra fees,
 * the sender and the receiver (an email address, or a postal address).
 */
export function SalesmanLineForm({
  mode,
  products,
  letters,
  extras,
  countries,
  delivery,
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
    deliverType: delivery ?? 'Email',
    itemCode: '',
    amount: '',
    qty: '1',
    discountRate: '',
    cardMadeFee: String(CARD_MADE_FEE_MIN_CENTS / 100),
    senderName: contact.name,
    senderEmail: contact.email,
    letterTypeId: '',
    extraItemCode: '',
    shipFeeDiscType: '',
    shipFeeDiscValue: '',
    extraFeeDiscType: '',
    extraFeeDiscValue: '',
    receiverName: mode === 'self' ? contact.name : '',
    receiverEmail: '',
    receiverAddress: '',
    receiverZipCode: '',
    receiverCity: '',
    // The unit's country first, when the list offers it (a value the select lacks would be sent unseen).
    receiverCountryCode: countries.some((country) => country.countryCode === unit.countryCode) ? unit.countryCode : '',
  };
  const choicesOf = (values: Pick<SalesmanLineValues, 'letterTypeId' | 'extraItemCode'>) => ({
    letter: letters.find((letter) => String(letter.letterTypeId) === values.letterTypeId),
    extra: extras.find((extra) => extra.extraItemCode === values.extraItemCode),
  });
  const { register, handleSubmit, watch, reset, setValue, formState } = useForm<SalesmanLineValues>({
    defaultValues: defaults,
    resolver: async (values, resolverContext, options) => {
      const product = products.find((candidate) => candidate.itemCode === values.itemCode);
      if (!product) return { values: {}, errors: { itemCode: { type: 'required', message: messageRef('required') } } };
      const context = { mode, deliverType: values.deliverType, product, ...choicesOf(values) };
      const rules = { language, decimalDigits, limits, cardsInDraft, show: money };
      const schema = salesmanLineSchema({ ...context, ...rules }, values);
      return validationResolver<SalesmanLineValues>(schema)(values, resolverContext, options);
    },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const [deliverType, itemCode, letterTypeId, extraItemCode, shipFeeDiscType, extraFeeDiscType] = watch([
    'deliverType',
    'itemCode',
    'letterTypeId',
    'extraItemCode',
    'shipFeeDiscType',
    'extraFeeDiscType',
  ]);
  const posted = deliverType === 'Physical';
  const offered = useMemo(() => products.filter((candidate) => postedKind(candidate) === posted), [products, posted]);
  const product = offered.find((candidate) => candidate.itemCode === itemCode);
  const { letter, extra } = choicesOf({ letterTypeId, extraItemCode });
  const extrasOffered = product ? extrasFor(extras, product.itemCode) : [];
  const letterFee = posted ? discountableFee(letter) : 0;
  const extraFee = discountableFee(extra);
  const self = mode === 'self';
  const separator = language === 'fr' ? ',' : '.';

  const onSubmit = handleSubmit((values) => {
    if (!product) return;
    const output = values as unknown as SalesmanLineOutput;
    onAdd(draftLineOf(product, output, { mode, ...choicesOf(values) }, newLineId()));
    reset({ ...defaults, deliverType: output.deliverType, itemCode: product.itemCode });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="salesman-line-heading">
      <h2 id="salesman-line-heading" css={{ marginTop: 0 }}>
        {t('buying.line.heading')}
      </h2>
      <div css={gridCss}>
        <div>
          <SelectField
            label={t('buying.line.delivery')}
            aria-describedby={delivery ? 'salesman-delivery-hint' : undefined}
            options={(delivery ? [delivery] : (['Email', 'Physical'] as const)).map((value) => ({
              value,
              label: t(`buying.line.deliverType.${value}`),
            }))}
            {...register('deliverType', {
              onChange: () => {
                setValue('itemCode', '');
                setValue('extraItemCode', '');
              },
            })}
          />
          {delivery ? (
            <p id="salesman-delivery-hint" css={hintCss}>
              {t('buying.line.deliveryLocked')}
            </p>
          ) : null}
        </div>
        <SelectField
          label={t('buying.line.product')}
          error={errors.itemCode?.message}
          options={[
            { value: '', label: t('buying.line.chooseProduct') },
            ...offered.map((candidate) => ({ value: candidate.itemCode, label: candidate.productName })),
          ]}
          {...register('itemCode', { onChange: () => setValue('extraItemCode', '') })}
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
      <fieldset css={fieldsetCss}>
        <legend css={legendCss}>{t(posted ? 'buying.fees.headingPost' : 'buying.fees.heading')}</legend>
        <div css={gridCss}>
          {posted ? (
            <SelectField
              label={t('buying.fees.letter')}
              error={errors.letterTypeId?.message}
              options={[
                { value: '', label: t('buying.fees.chooseLetter') },
                ...letters.map((option) => ({
                  value: String(option.letterTypeId),
                  label: `${option.name} (${money(option.price)})`,
                })),
              ]}
              {...register('letterTypeId')}
            />
          ) : null}
          {letterFee > 0 ? (
            <FeeDiscountFields
              fee="letter"
              feePerCard={letterFee}
              type={shipFeeDiscType}
              register={register}
              errors={errors}
            />
          ) : null}
        </div>
        <div css={gridCss}>
          <SelectField
            label={t('buying.fees.extra')}
            options={[
              { value: '', label: t('buying.fees.noExtra') },
              ...extrasOffered.map((option) => ({
                value: option.extraItemCode,
                label: `${option.extraProductName} (${money(option.extraProductAmount)})`,
              })),
            ]}
            {...register('extraItemCode')}
          />
          {extraFee > 0 ? (
            <FeeDiscountFields
              fee="extra"
              feePerCard={extraFee}
              type={extraFeeDiscType}
              register={register}
              errors={errors}
            />
          ) : null}
        </div>
      </fieldset>
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
        {posted ? (
          <fieldset css={fieldsetCss}>
            <legend css={legendCss}>{t('buying.post.receiver')}</legend>
            <PostalAddressFields countries={countries} register={register} errors={errors} />
          </fieldset>
        ) : null}
        {self || posted ? null : (
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
const hintCss = { margin: '-8px 0 12px', fontSize: '0.875rem', color: '#4a5563' };
