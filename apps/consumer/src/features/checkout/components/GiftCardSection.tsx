import { useId, useState } from 'react';
import { cartStore } from '@shop/cart-engine';
import { useCartState } from '../hooks/use-cart-state';
import { useUnit } from '@shop/brand/react';
import { CaptchaSlot, useCaptchaWhenAsked } from '@shop/captcha/react';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, SubmitButton, textKeyMessage } from '@shop/ui';
import { cardCodeFormError, placeCardCodeError, type CardCode } from '../../card-code/card-code';
import { CardCodeFields } from '../../card-code/components/CardCodeFields';
import { useCardCodeForm } from '../../card-code/hooks/use-card-code-form';
import { maskedCardNumber } from '../../query/card-entry';
import { useAddGiftCard } from '../hooks/use-add-gift-card';
import { useMoney } from '../hooks/use-money';
import { linkButtonCss, mutedCss, sectionCss, sectionTitleCss } from './section-styles';

/**
 * Gift cards paying part or all of the order (spec 1 section 5 coupon rules): number and PIN, the
 * cards applied with what each pays and keeps, and a way to remove one. `error` is the confirmation's
 * refusal of a card, shown here. The unit's captcha shows only once a look-up is asked for it (0021).
 */
export function GiftCardSection({
  custId,
  error,
  disabled,
}: {
  custId: string | undefined;
  error: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const unit = useUnit();
  const { captcha, asked, call } = useCaptchaWhenAsked(unit.captcha);
  const [formError, setFormError] = useState<string | null>(null);
  const money = useMoney();
  const titleId = useId();
  const coupons = useCartState((state) => state.couponList);
  const addGiftCard = useAddGiftCard(call, custId);
  const [added, setAdded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useCardCodeForm();

  async function submit(entry: CardCode) {
    setAdded(null);
    setFormError(null);
    const outcome = await addGiftCard(entry);
    if (outcome.ok) {
      reset();
      setAdded(t('giftCards.added', { card: maskedCardNumber(entry.cardNumber) }));
      return;
    }
    if (outcome.kind === 'captcha') return;
    if (outcome.kind === 'rule') {
      setError('cardNumber', { type: 'rule', message: textKeyMessage(outcome.messageKey) });
      setFocus('cardNumber');
      return;
    }
    const aboutForm = cardCodeFormError(outcome.error, t);
    if (aboutForm !== null) setFormError(aboutForm);
    else setFocus(placeCardCodeError(outcome.error, setError, t));
  }

  return (
    <section aria-labelledby={titleId} css={sectionCss} data-testid="checkout-gift-cards">
      <h2 id={titleId} css={sectionTitleCss}>
        {t('giftCards.title')}
      </h2>
      <p css={mutedCss}>{t('giftCards.intro')}</p>
      {error ? (
        <p role="alert" css={(theme) => ({ color: theme.colors.error, fontWeight: 600 })}>
          {error}
        </p>
      ) : null}
      {coupons.length > 0 ? (
        <ul aria-label={t('giftCards.applied')} css={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
          {coupons.map((coupon) => (
            <li
              key={coupon.cardNumber}
              data-testid="checkout-gift-card"
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
                padding: '8px 0',
                borderBottom: '1px solid #e3e7ec',
              }}
            >
              <span>
                <strong dir="ltr">{maskedCardNumber(coupon.cardNumber)}</strong>
                <br />
                <span>{t('giftCards.pays', { amount: money(coupon.appliedAmount) })}</span>
                <span css={mutedCss}> · {t('giftCards.keeps', { amount: money(coupon.remainingBalance) })}</span>
              </span>
              <button
                type="button"
                css={linkButtonCss}
                disabled={disabled}
                onClick={() => cartStore.getState().removeCoupon(coupon.cardNumber)}
              >
                {t('giftCards.remove', { card: maskedCardNumber(coupon.cardNumber) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate aria-label={t('giftCards.formLabel')} onSubmit={handleSubmit(submit)} css={{ maxWidth: 480 }}>
        {formError ? (
          <FormAlert tone="error">
            <span data-testid="gift-card-form-error">{formError}</span>
          </FormAlert>
        ) : null}
        <CardCodeFields register={register} errors={errors} />
        {asked ? <p role="status">{t('query.captchaAsked')}</p> : null}
        <CaptchaSlot captcha={captcha} />
        <SubmitButton busy={isSubmitting} busyLabel={t('giftCards.adding')}>
          {t('giftCards.add')}
        </SubmitButton>
        <p role="status" css={{ minHeight: '1.5em', margin: '8px 0 0' }}>
          {added}
        </p>
      </form>
    </section>
  );
}
