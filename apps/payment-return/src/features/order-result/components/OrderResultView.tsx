import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OrderResult } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText } from '@shop/ui';
import { returnedPaymentId } from '../../../return-params';
import { useMoney } from '../../../shared/use-money';
import { actionLinkCss, ResultActions, ResultCard } from '../../result-layout/ResultCard';
import { useClearCartOnceFor } from '../hooks/use-clear-cart-once';
import { useOrderResult } from '../hooks/use-order-result';
import { CancelOrder } from './CancelOrder';
import { FailedResult } from './FailedResult';
import { NextSteps } from './NextSteps';
import { OrderSummary } from './OrderSummary';
import { ReceiptUpload } from './ReceiptUpload';
import { RefundedResult } from './RefundedResult';

/**
 * /order/{number}: the order's result as the server has it (spec 1 section 4): paid (the cart is
 * emptied; what was bought and what happens next), pending (a bank transfer or check, with the
 * receipt upload for members), processing (asked again on demand, or cancelled), failed (the spec's
 * text, the cart kept), cancelled, refunded (the payment came after the cancel) or not confirmed.
 */
export function OrderResultView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orderResult');
  const [search] = useSearchParams();
  const paymentId = returnedPaymentId(search);
  const custId = useSession((state) => state.user?.custId) || undefined;
  const { state, reload, checkAgain } = useOrderResult(orderNo, paymentId, custId);
  const order = state.status === 'ready' ? state.order : null;
  useClearCartOnceFor(order);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answer = state.status === 'ready' ? state.order.result : state.status;
  useEffect(() => {
    if (answer !== 'loading') headingRef.current?.focus();
  }, [answer]);

  if (state.status === 'loading')
    return (
      <ResultCard title={t('order.title', { orderNo })} testId="order-result" ref={headingRef}>
        <LoadingIndicator label={t('order.loading')} />
      </ResultCard>
    );
  if (state.status === 'notFound')
    return (
      <ResultCard title={t('notFound.title')} testId="order-result" ref={headingRef}>
        <p data-testid="order-not-found">{t('notFound.lead', { orderNo })}</p>
        <ResultActions>
          <Link to="/" css={actionLinkCss()}>
            {t('home')}
          </Link>
        </ResultActions>
      </ResultCard>
    );
  if (state.status === 'error')
    return (
      <ResultCard title={t('order.title', { orderNo })} testId="order-result" ref={headingRef}>
        <FormAlert tone="error">{apiErrorText(state.error, t)}</FormAlert>
        <Button onClick={reload}>{t('common:genericError.tryAgain')}</Button>
      </ResultCard>
    );

  const ready = state.order;
  return (
    <ResultCard title={t(`${ready.result}.title`)} testId="order-result" ref={headingRef}>
      <p data-testid="order-result-state" data-result={ready.result}>
        {t('order.number')} <strong dir="ltr">{ready.orderNo}</strong>
      </p>
      {ready.result === 'failed' ? <FailedResult /> : null}
      {ready.result === 'paid' ? <PaidResult order={ready} isMember={!!custId} /> : null}
      {ready.result === 'pending' ? <PendingResult order={ready} custId={custId} onUploaded={reload} /> : null}
      {ready.result === 'processing' ? (
        <>
          <p>{t('processing.lead')}</p>
          <ResultActions>
            <Button onClick={() => void checkAgain()} disabled={state.checking} aria-busy={state.checking || undefined}>
              {state.checking ? t('processing.checking') : t('processing.checkAgain')}
            </Button>
          </ResultActions>
          <CancelOrder orderNo={ready.orderNo} onDone={reload} />
        </>
      ) : null}
      {ready.result === 'refunded' ? <RefundedResult order={ready} /> : null}
      {ready.result === 'canceled' || ready.result === 'unconfirmed' ? (
        <>
          <p>{t(`${ready.result}.lead`)}</p>
          <ResultActions>
            <Link to="/" css={actionLinkCss()}>
              {t('home')}
            </Link>
          </ResultActions>
        </>
      ) : null}
      {ready.result !== 'failed' ? <OrderSummary order={ready} /> : null}
    </ResultCard>
  );
}

function PaidResult({ order, isMember }: { order: OrderResult; isMember: boolean }) {
  const { t } = useTranslation('orderResult');
  return (
    <>
      <FormAlert tone="success">{t('paid.lead')}</FormAlert>
      <NextSteps order={order} />
      <ResultActions>
        <Link to="/" css={actionLinkCss()} data-testid="order-continue">
          {t('paid.continue')}
        </Link>
        {isMember ? (
          <Link to="/account/history" css={actionLinkCss('secondary')}>
            {t('paid.history')}
          </Link>
        ) : null}
      </ResultActions>
    </>
  );
}

function PendingResult({
  order,
  custId,
  onUploaded,
}: {
  order: OrderResult;
  custId: string | undefined;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('orderResult');
  const { money } = useMoney();
  const amount = money(order.dueAmount, order.currency);
  const windowOpen = Date.parse(order.paymentWindowEndsAt) > Date.now();
  const mayUpload = order.status === '041' && order.paymentMean === '03';
  return (
    <div css={(theme: Theme) => ({ marginBottom: theme.space(4) })}>
      {order.status === '04' ? <FormAlert tone="success">{t('pending.receiptReceived')}</FormAlert> : null}
      {order.status !== '04' && order.paymentMean === '05' ? (
        <p>{t('pending.check', { amount, orderNo: order.orderNo })}</p>
      ) : null}
      {mayUpload ? <p>{t('pending.transfer', { amount, orderNo: order.orderNo })}</p> : null}
      {mayUpload && custId && windowOpen ? (
        <ReceiptUpload custId={custId} orderNo={order.orderNo} onUploaded={onUploaded} />
      ) : null}
      {mayUpload && custId && !windowOpen ? <p>{t('pending.windowClosed')}</p> : null}
      {mayUpload && !custId ? <p>{t('pending.guest')}</p> : null}
      <ResultActions>
        <Link to="/" css={actionLinkCss('secondary')}>
          {t('home')}
        </Link>
      </ResultActions>
    </div>
  );
}
