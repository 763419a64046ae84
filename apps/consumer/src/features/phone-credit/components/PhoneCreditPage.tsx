import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { cartStore } from '@shop/cart-engine';
import type { ProductSummary } from '@shop/contracts';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import {
  Button,
  LoadingIndicator,
  Notice,
  SelectField,
  SubmitButton,
  TextField,
  validationResolver,
  useLeaveConfirmation,
} from '@shop/ui';
import { quantityLimits } from '@shop/validation';
import { callingCodeOf } from '../../buying/delivery-defaults';
import { DRAFT_PATHS } from '../../buying/personal-choice';
import { areaCodeOptions } from '../../buying/area-codes';
import { ChoiceGroup } from '../../buying/components/ChoiceGroup';
import { useCountries } from '../../buying/hooks/use-countries';
import { useMoney } from '../../buying/hooks/use-money';
import { useCardsInCart } from '../../home/hooks/use-cards-in-cart';
import { usePhoneCreditProducts } from '../hooks/use-phone-credit-products';
import { phoneCreditFormSchema, phoneCreditLine, type PhoneCreditFormValues } from '../phone-credit-form';

const pageCss = (theme: Theme) => ({ maxWidth: 900, margin: '0 auto', padding: theme.space(4) });

/** /phone-credit: top up a mobile phone (operator, amount, number), then the checkout. */
export function PhoneCreditPage() {
  const texts = useNamespace('buying');
  const { t } = useTranslation('buying');
  const loaded = usePhoneCreditProducts();
  if (texts.state === 'failed')
    return (
      <Notice tone="error">
        <Button onClick={texts.reload}>{t('common:retry')}</Button>
      </Notice>
    );
  if (texts.state === 'loading' || loaded.state === 'loading')
    return (
      <div css={pageCss}>
        <LoadingIndicator label={t('common:loading')} />
      </div>
    );
  if (loaded.state === 'failed')
    return (
      <div css={pageCss}>
        <Notice tone="error">
          <p>{t('phoneCredit.loadFailed')}</p>
          <Button onClick={loaded.retry}>{t('common:retry')}</Button>
        </Notice>
      </div>
    );
  return <PhoneCreditForm products={loaded.products} />;
}

function PhoneCreditForm({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation('buying');
  const unit = useUnit();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const guest = useSession((state) => state.user === null);
  const cardsInCart = useCardsInCart();
  const countries = useCountries();
  const leave = useLeaveConfirmation();
  const { language, money, decimalDigits } = useMoney();
  const [preset] = useState(() => {
    const asked = params.get('itemCode') ?? '';
    return products.some((product) => product.itemCode === asked) ? asked : (products[0]?.itemCode ?? '');
  });
  const resolver: Resolver<PhoneCreditFormValues> = (values, context, options) =>
    validationResolver<PhoneCreditFormValues>(
      phoneCreditFormSchema({
        products,
        itemCode: values.itemCode,
        guest,
        language,
        decimalDigits,
        limits: quantityLimits(unit, 'b2c'),
        cardsInCart,
        show: money,
      }),
    )(values, context, options);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PhoneCreditFormValues>({
    resolver,
    defaultValues: {
      itemCode: preset,
      amount: '',
      receiverName: '',
      receiverPhone: { areaCode: callingCodeOf(unit.countryCode), number: '' },
      senderEmail: '',
    },
  });
  const chosen = products.find((product) => product.itemCode === watch('itemCode'));
  const full = cardsInCart >= unit.b2cMaxQty;

  const onSubmit = handleSubmit((values) => {
    if (!chosen) return;
    const amount = values.amount as unknown as number;
    cartStore.getState().addOrder({ data: phoneCreditLine(chosen, { ...values, amount }) });
    leave.allowNextNavigation();
    void navigate(`${DRAFT_PATHS.phoneCredit}/checkout`);
  });

  const areaCodes = areaCodeOptions(countries, unit.countryCode);
  return (
    <div css={pageCss}>
      <h1>{t('phoneCredit.title')}</h1>
      {products.length === 0 ? (
        <p role="status">{t('phoneCredit.none')}</p>
      ) : full ? (
        <p role="alert">{t('validation:maxQuantity', { max: unit.b2cMaxQty })}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t('phoneCredit.title')}>
          <ChoiceGroup
            legend={t('phoneCredit.operator')}
            field={register('itemCode')}
            error={errors.itemCode?.message}
            choices={products.map((product) => ({
              value: product.itemCode,
              label: product.productName,
              imageUrl: product.productImgUrl,
              testId: `operator-${product.itemCode}`,
            }))}
          />
          {chosen && chosen.denominations.length > 0 ? (
            <ChoiceGroup
              key={chosen.itemCode}
              legend={t('detail.amount')}
              field={register('amount')}
              error={errors.amount?.message}
              choices={[...chosen.denominations]
                .sort((a, b) => a - b)
                .map((minor) => ({ value: String(minor), label: money(minor), testId: `amount-${minor}` }))}
            />
          ) : chosen ? (
            <TextField
              label={t('detail.amountTyped', { currency: unit.currency })}
              hint={t('detail.amountRange', {
                min: money(chosen.minAmount),
                max: money(chosen.maxAmount),
                format: language === 'fr' ? '0,00' : '0.00',
              })}
              inputMode="decimal"
              autoComplete="off"
              error={errors.amount?.message}
              {...register('amount')}
            />
          ) : null}
          <div
            css={{
              display: 'grid',
              gap: '0 16px',
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
            }}
          >
            <TextField
              label={t('phoneCredit.owner')}
              autoComplete="off"
              error={errors.receiverName?.message}
              {...register('receiverName')}
            />
            <SelectField
              label={t('delivery.areaCode')}
              options={
                areaCodes.length
                  ? areaCodes
                  : [{ value: callingCodeOf(unit.countryCode), label: `+${callingCodeOf(unit.countryCode)}` }]
              }
              error={errors.receiverPhone?.areaCode?.message}
              {...register('receiverPhone.areaCode')}
            />
            <TextField
              label={t('phoneCredit.number')}
              type="tel"
              dir="ltr"
              autoComplete="off"
              error={errors.receiverPhone?.number?.message}
              {...register('receiverPhone.number')}
            />
            <TextField
              label={guest ? t('delivery.senderEmail') : t('delivery.senderEmailOptional')}
              type="email"
              dir="ltr"
              autoComplete="email"
              error={errors.senderEmail?.message}
              {...register('senderEmail')}
            />
          </div>
          <SubmitButton busy={isSubmitting} busyLabel={t('delivery.adding')}>
            {t('delivery.addToCart')}
          </SubmitButton>
        </form>
      )}
      {leave.dialog}
    </div>
  );
}
