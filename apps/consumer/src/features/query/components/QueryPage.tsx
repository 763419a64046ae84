import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useUnit } from '@shop/brand/react';
import { CaptchaSlot, useCaptchaWhenAsked } from '@shop/captcha/react';
import { formatAmount, formatDate, isLanguage } from '@shop/i18n';
import { useNamespace, useTranslation } from '@shop/i18n/react';
import { useAudience, useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator, SubmitButton } from '@shop/ui';
import { cardCodeFormError, placeCardCodeError, type CardCode } from '../../card-code/card-code';
import { CardCodeFields } from '../../card-code/components/CardCodeFields';
import { useCardCodeForm } from '../../card-code/hooks/use-card-code-form';
import { maskedCardNumber } from '../card-entry';
import { useCardBalance, type CardBalance } from '../hooks/use-card-balance';

/** /query: the card balance page, once its texts are here. */
export function QueryPage() {
  const { t } = useTranslation('common');
  const texts = useNamespace('checkout');
  if (texts.state === 'loading') return <LoadingIndicator label={t('loading')} />;
  if (texts.state === 'failed') {
    return (
      <div css={{ padding: 24 }}>
        <FormAlert tone="error">{t('genericError.message')}</FormAlert>
        <Button onClick={texts.reload}>{t('retry')}</Button>
      </div>
    );
  }
  return <BalanceQuery />;
}

function BalanceQuery() {
  const { t, i18n } = useTranslation('checkout');
  const unit = useUnit();
  const signedIn = useAudience() !== 'guest';
  const custId = useSession((state) => (signedIn ? state.user?.custId : undefined)) || undefined;
  const { captcha, asked, call } = useCaptchaWhenAsked(unit.captcha);
  const askBalance = useCardBalance(call, custId);
  const [result, setResult] = useState<{ card: CardBalance; number: string } | null>(null);
  // Refusals about the form (too many look-ups, with the time left), said above it, not at a field.
  const [formError, setFormError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const resultId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useCardCodeForm();
  const language = isLanguage(i18n.language) ? i18n.language : unit.defaultLanguage;

  useEffect(() => {
    // The answer is announced by moving to its heading (the form stays above it).
    if (result) resultHeading.current?.focus();
  }, [result]);

  async function submit(entry: CardCode) {
    setResult(null);
    setFormError(null);
    let answer;
    try {
      answer = await askBalance(entry);
    } catch {
      return; // the captcha failed for good; its notification is on screen
    }
    if (answer.ok) {
      setResult({ card: answer.data, number: entry.cardNumber });
      reset({ cardNumber: '', pinCode: '' });
      return;
    }
    const aboutForm = cardCodeFormError(answer.error, t);
    if (aboutForm !== null) setFormError(aboutForm);
    else setFocus(placeCardCodeError(answer.error, setError, t));
  }

  return (
    <div css={(theme: Theme) => ({ maxWidth: 640, margin: '0 auto', padding: theme.space(4) })}>
      <h1 css={{ marginTop: 0 }}>{t('query.title')}</h1>
      <p>{t('query.intro')}</p>
      <form noValidate aria-label={t('query.title')} onSubmit={handleSubmit(submit)}>
        {formError ? (
          <FormAlert tone="error">
            <span data-testid="query-form-error">{formError}</span>
          </FormAlert>
        ) : null}
        <CardCodeFields register={register} errors={errors} />
        {asked ? (
          <p role="status" data-testid="query-captcha-asked">
            {t('query.captchaAsked')}
          </p>
        ) : null}
        <CaptchaSlot captcha={captcha} />
        <SubmitButton busy={isSubmitting} busyLabel={t('query.checking')}>
          {t('query.submit')}
        </SubmitButton>
      </form>
      {result ? (
        <section
          aria-labelledby={resultId}
          data-testid="query-result"
          css={(theme: Theme) => ({
            marginTop: theme.space(6),
            padding: theme.space(5),
            border: `2px solid ${theme.colors.primary}`,
            borderRadius: theme.radius,
          })}
        >
          <h2 id={resultId} ref={resultHeading} tabIndex={-1} css={{ marginTop: 0 }}>
            <span dir="ltr">{t('query.resultTitle', { card: maskedCardNumber(result.number) })}</span>
          </h2>
          <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
            <dt css={{ fontWeight: 600 }}>{t('query.balance')}</dt>
            <dd css={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid="query-balance">
              {formatAmount(result.card.cardBalance, {
                currency: result.card.currency,
                decimalDigits: unit.decimalDigits,
                language,
              })}
            </dd>
            <dt css={{ fontWeight: 600 }}>{t('query.validUntil')}</dt>
            <dd css={{ margin: 0 }} data-testid="query-valid-until">
              {formatDate(result.card.expiresAt, language)}
            </dd>
            {result.card.subPayDesc ? (
              <>
                <dt css={{ fontWeight: 600 }}>{t('query.paysFor')}</dt>
                <dd css={{ margin: 0 }}>{result.card.subPayDesc}</dd>
              </>
            ) : null}
          </dl>
          <Button
            variant="secondary"
            css={{ marginTop: 16 }}
            onClick={() => {
              setResult(null);
              setFocus('cardNumber');
            }}
          >
            {t('query.another')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
