import { useEffect, useRef } from 'react';
import { Link, useHref, useNavigate, useSearchParams } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import type { PaymentReturnType } from '../../../return-params';
import { actionLinkCss, ResultActions, ResultCard } from '../../result-layout/ResultCard';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { inAppPath, topUpPagePath } from '../return-outcome';

/**
 * /loading/{order|topup|topupWallet}: the provider sent the browser back here. Completes the payment
 * (by the unit's provider), then replaces this page with where the server says to go, so the back
 * button never lands here again; an order that did not pay goes to its failed result.
 */
export function PaymentLoading({ type }: { type: PaymentReturnType }) {
  const { t } = useTranslation('orderResult');
  const unit = useUnit();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const basename = useHref('/').replace(/\/$/, '');
  const { state, retry } = usePaymentReturn({
    type,
    pspProvider: unit.pspProvider,
    href: window.location.href,
    search,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.status !== 'leaving') return;
    const to = state.inApp ? state.path : inAppPath(state.path, basename);
    if (to) void navigate(to, { replace: true });
    else window.location.replace(state.path);
  }, [state, basename, navigate]);

  const stopped = state.status === 'failed' || state.status === 'unreachable' || state.status === 'stillOpen';
  useEffect(() => {
    if (stopped) headingRef.current?.focus();
  }, [stopped]);

  if (state.status === 'completing' || state.status === 'leaving')
    return (
      <ResultCard title={t('loading.title')} testId="payment-loading" ref={headingRef}>
        <LoadingIndicator label={t('loading.wait')} />
      </ResultCard>
    );

  const back = type === 'order' ? '/' : topUpPagePath(type);
  const backLabel = type === 'order' ? t('home') : type === 'topup' ? t('loading.toCards') : t('loading.toWallet');
  return (
    <ResultCard
      title={t(state.status === 'failed' ? 'loading.failedTitle' : 'loading.title')}
      testId="payment-loading"
      ref={headingRef}
    >
      {state.status === 'stillOpen' ? <p data-testid="payment-loading-still-open">{t('loading.stillOpen')}</p> : null}
      {state.status === 'unreachable' || state.status === 'failed' ? (
        <div data-testid="payment-loading-error">
          <FormAlert tone="error">{apiErrorText(state.error, t)}</FormAlert>
        </div>
      ) : null}
      <ResultActions>
        {state.status !== 'failed' ? (
          <Button onClick={retry} data-testid="payment-loading-retry">
            {t('loading.checkAgain')}
          </Button>
        ) : null}
        <Link to={back} css={actionLinkCss(state.status === 'failed' ? 'primary' : 'secondary')}>
          {backLabel}
        </Link>
      </ResultActions>
    </ResultCard>
  );
}
