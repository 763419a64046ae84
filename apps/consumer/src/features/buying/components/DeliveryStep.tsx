import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { cartStore, type DiscountList } from '@shop/cart-engine';
import type { ProductDetail } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, SelectField, SubmitButton, TextField, validationResolver, type TextFieldProps } from '@shop/ui';
import type { Resolver } from 'react-hook-form';
import {
  DELIVERY_WHEN,
  canSchedule,
  deliveryFormSchema,
  deliveryTypesFor,
  type BuyingMode,
  type DeliveryFormValues,
} from '../delivery-form';
import { cartLineOf } from '../cart-line';
import { initialDelivery } from '../delivery-defaults';
import { useCountries } from '../hooks/use-countries';
import type { PersonalChoice } from '../personal-choice';
import { browserTimeZone, timeZoneList } from '../time-zones';
import { areaCodeOptions } from '../area-codes';
import { ChoiceGroup } from './ChoiceGroup';

export interface DeliveryStepProps {
  mode: BuyingMode;
  physical: boolean;
  guest: boolean;
  /** What the buyer typed before going back, or null the first time. */
  initial: DeliveryFormValues | null;
  /** The signed-in buyer's name, and the unit's country and the browser's time zone, as first values. */
  senderName: string;
  product: ProductDetail;
  choice: PersonalChoice;
  discountList: DiscountList | null;
  onBack(current: DeliveryFormValues): void;
  /** The line is in the cart. */
  onAdded(): void;
}

const gridCss = (theme: Theme) => ({
  display: 'grid',
  gap: `0 ${theme.space(4)}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

/** Step 3, Choose Delivery: how and when the card is sent, and to whom. */
export function DeliveryStep(props: DeliveryStepProps) {
  const { mode, physical, guest, product, choice, discountList, onBack, onAdded } = props;
  const { t } = useTranslation('buying');
  const unit = useUnit();
  const [initial] = useState(
    () =>
      props.initial ??
      initialDelivery({ senderName: props.senderName, countryCode: unit.countryCode, timeZone: browserTimeZone() }),
  );
  const countries = useCountries();
  const types = deliveryTypesFor(mode, physical);
  const resolver: Resolver<DeliveryFormValues> = (values, context, options) =>
    validationResolver<DeliveryFormValues>(
      deliveryFormSchema({
        mode,
        deliverType: values.deliverType,
        physical,
        guest,
        allowFixedLine: physical,
        now: () => new Date(),
      }),
    )(values, context, options);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryFormValues>({
    defaultValues: { ...initial, deliverType: types.includes(initial.deliverType) ? initial.deliverType : types[0] },
    resolver,
  });
  const deliverType = watch('deliverType');
  const when = watch('when');
  const self = mode === 'self';
  const email = deliverType === 'Email' || deliverType === 'BOTH';
  const sms = deliverType === 'SMS' || deliverType === 'BOTH';
  const field = (name: Parameters<typeof register>[0], label: string, props: Partial<TextFieldProps> = {}) => {
    const error = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    return <TextField label={label} error={error?.message} {...props} {...register(name)} />;
  };
  const addToCart = (values: DeliveryFormValues) => {
    const line = cartLineOf(product, choice, values, mode);
    // Lines of an item with tiers are rated together by their summed amount (spec 1 section 4 "Cart").
    cartStore
      .getState()
      .addOrder(
        { data: discountList ? { ...line, discountItemCode: discountList.itemCode } : line },
        discountList ? [discountList] : [],
      );
    onAdded();
  };
  const areaCodes = areaCodeOptions(countries, unit.countryCode);

  return (
    <form noValidate onSubmit={handleSubmit(addToCart)} aria-label={t('steps.delivery')}>
      {types.length > 1 ? (
        <ChoiceGroup
          legend={t('delivery.type')}
          field={register('deliverType')}
          error={errors.deliverType?.message}
          choices={types.map((type) => ({
            value: type,
            label: t(`delivery.types.${type}`),
            testId: `deliver-${type}`,
          }))}
        />
      ) : (
        <p>{t(`delivery.only.${types[0]}`)}</p>
      )}

      <h2 css={{ fontSize: '1.15rem' }}>{self ? t('delivery.you') : t('delivery.from')}</h2>
      <div css={gridCss}>
        {field('senderName', t('delivery.senderName'), { autoComplete: 'name' })}
        {field(
          'senderEmail',
          guest || (self && email) ? t('delivery.senderEmail') : t('delivery.senderEmailOptional'),
          {
            type: 'email',
            autoComplete: 'email',
            dir: 'ltr',
          },
        )}
      </div>

      {!self || sms || physical ? (
        <h2 css={{ fontSize: '1.15rem' }}>{self && !physical ? t('delivery.yourPhone') : t('delivery.to')}</h2>
      ) : null}
      <div css={gridCss}>
        {!self && !physical ? field('receiverName', t('delivery.receiverName'), { autoComplete: 'off' }) : null}
        {!self && email
          ? field('receiverEmail', t('delivery.receiverEmail'), { type: 'email', autoComplete: 'off', dir: 'ltr' })
          : null}
        {physical ? (
          <>
            <SelectField
              label={t('delivery.civility')}
              options={[
                { value: '1', label: t('delivery.civilities.1') },
                { value: '2', label: t('delivery.civilities.2') },
                { value: '3', label: t('delivery.civilities.3') },
              ]}
              error={errors.receiverCivility?.message}
              {...register('receiverCivility')}
            />
            {field('receiverFirstName', t('delivery.firstName'), { autoComplete: 'off' })}
            {field('receiverLastName', t('delivery.lastName'), { autoComplete: 'off' })}
            {field('receiverAddress', t('delivery.address'), { autoComplete: 'off' })}
            {field('receiverAddress2', t('delivery.address2'), { autoComplete: 'off' })}
            {field('receiverCity', t('delivery.city'), { autoComplete: 'off' })}
            {field('receiverZipCode', t('delivery.zipCode'), { autoComplete: 'off' })}
            <SelectField
              label={t('delivery.country')}
              options={[
                { value: '', label: t('delivery.chooseCountry') },
                ...countries.map((country) => ({ value: country.countryCode, label: country.countryName })),
              ]}
              error={errors.receiverCountryCode?.message}
              {...register('receiverCountryCode')}
            />
          </>
        ) : null}
        {sms || physical ? (
          <>
            <SelectField
              label={t('delivery.areaCode')}
              options={
                areaCodes.length
                  ? areaCodes
                  : [{ value: initial.receiverPhone.areaCode, label: `+${initial.receiverPhone.areaCode}` }]
              }
              error={errors.receiverPhone?.areaCode?.message}
              {...register('receiverPhone.areaCode')}
            />
            {field(
              'receiverPhone.number',
              physical ? t('delivery.receiverPhone') : self ? t('delivery.ownPhone') : t('delivery.receiverMobile'),
              {
                type: 'tel',
                autoComplete: self ? 'tel-national' : 'off',
                dir: 'ltr',
              },
            )}
          </>
        ) : null}
      </div>

      {canSchedule(deliverType) && !physical ? (
        <>
          <ChoiceGroup
            legend={t('delivery.when')}
            field={register('when')}
            choices={DELIVERY_WHEN.map((choice) => ({
              value: choice,
              label: t(`delivery.whenChoices.${choice}`),
              testId: `when-${choice}`,
            }))}
          />
          {when !== 'now' ? (
            <div css={gridCss}>
              {when === 'date' ? field('deliverDate', t('delivery.date'), { type: 'date' }) : null}
              <SelectField
                label={t('delivery.timeZone')}
                options={timeZoneList(initial.deliverTimeZone).map((zone) => ({
                  value: zone,
                  label: zone.replace(/_/g, ' '),
                }))}
                error={errors.deliverTimeZone?.message}
                {...register('deliverTimeZone')}
              />
            </div>
          ) : null}
        </>
      ) : null}

      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 16 }}>
        <Button variant="secondary" onClick={() => onBack(getValues())}>
          {t('back')}
        </Button>
        <SubmitButton busy={isSubmitting} busyLabel={t('delivery.adding')}>
          {t('delivery.addToCart')}
        </SubmitButton>
      </div>
    </form>
  );
}
