import type { Theme } from '@emotion/react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { newIdempotencyKey } from '@shop/api-client';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, SubmitButton, apiErrorText } from '@shop/ui';
import { SalesmanArea } from '../../../shared/SalesmanArea';
import { linkButtonCss, pageCss, panelCss } from '../../../shared/page-styles';
import { DraftLinesTable } from '../../buying/components/DraftLinesTable';
import { fetchCustomer } from '../../customers/api/customers-api';
import { CUSTOMER_BLOCK_TEXT_KEYS } from '../../customers/customer-block';
import { useChosenCustomer } from '../../customers/hooks/use-chosen-customer';
import { useLoaded } from '../../customers/hooks/use-loaded';
import { SALESMAN_BUYING_PATHS, type SalesmanBuyingMode } from '../../draft-order/draft-order';
import { useDraftLeaveConfirmation } from '../../draft-order/hooks/use-draft-leave';
import { useDraftOrder } from '../../draft-order/hooks/use-draft-order';
import { placeOrder, type PlacedSalesmanOrder } from '../api/salesman-checkout-api';
import { useOrderPrices } from '../hooks/use-order-prices';
import { salesmanOrderRequest } from '../salesman-order';
import { OrderPlaced } from './OrderPlaced';
import { PricesSummary } from './PricesSummary';

/**
 * /salesman/buying/checkout and /salesman/buying-self/checkout: the draft priced by the server, the
 * payment means the customer's contract allows a salesman order, then salesmanCheckout; its answer is
 * the confirmation (the order waits for the customer's transfer or check) and the draft is deleted.
 */
export function SalesmanCheckoutPage({ mode }: { mode: SalesmanBuyingMode }) {
  return (
    <SalesmanArea>
      <Checkout mode={mode} />
    </SalesmanArea>
  );
}

function Checkout({ mode }: { mode: SalesmanBuyingMode }) {
  const { t } = useTranslation('salesman');
  const checkoutTexts = useTranslation('checkout').t;
  const common = useTranslation('common').t;
  const buyingPath = SALESMAN_BUYING_PATHS[mode];
  const { buId, salesmanId, customer } = useChosenCustomer();
  const key = customer && salesmanId ? { buId, salesmanId, custId: customer.custId, mode } : null;
  const { draft, discard } = useDraftOrder(key);
  // One draft, one attempt: its id (tempId) and idempotency key stay while the page is open.
  const attempt = useRef({ tempId: newIdempotencyKey(), key: newIdempotencyKey() });
  const request = useMemo(
    () =>
      customer && draft && draft.lines.length > 0
        ? salesmanOrderRequest(draft, { buId, custId: customer.custId, tempId: attempt.current.tempId })
        : null,
    [customer, draft, buId],
  );
  const prices = useOrderPrices(request);
  const detail = useLoaded(customer ? `customer:${customer.custId}` : null, () =>
    fetchCustomer(customer?.custId ?? ''),
  );
  const means = detail.state.status === 'ready' ? detail.state.data.paymentMeans : [];
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked && means.includes(picked) ? picked : (means[0] ?? null);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedSalesmanOrder | null>(null);
  const leave = useDraftLeaveConfirmation({ enabled: request !== null, onLeave: discard });

  if (placed && customer)
    return (
      <div css={pageCss} data-testid="salesman-checkout">
        <h1 css={{ marginTop: 0 }}>{t('checkout.title', { name: customer.companyName })}</h1>
        <OrderPlaced order={placed} companyName={customer.companyName} />
      </div>
    );
  if (!customer || !draft || draft.lines.length === 0)
    return (
      <div css={pageCss}>
        <h1>{t('checkout.empty')}</h1>
        <Link to={customer ? buyingPath : '/salesman'} css={linkButtonCss(true)}>
          {customer ? t('checkout.back') : t('buying.toCustomers')}
        </Link>
      </div>
    );

  const place = async () => {
    if (!request || !chosen || placing) return;
    setPlacing(true);
    setFailure(null);
    const result = await placeOrder(request, chosen, attempt.current.key);
    setPlacing(false);
    if (!result.ok) {
      setFailure(apiErrorText(result.error, t) || t('checkout.failed'));
      return;
    }
    // The order is placed: the draft goes, the confirmation takes the page (nothing left to lose).
    discard();
    setPlaced(result.data);
  };

  const block = customer.orderBlock;
  return (
    <div css={pageCss} data-testid="salesman-checkout">
      <h1 css={{ marginTop: 0 }}>{t('checkout.title', { name: customer.companyName })}</h1>
      <p>
        <Link
          to={buyingPath}
          onClick={() => leave.allowNextNavigation()}
          css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
        >
          {t('checkout.back')}
        </Link>
      </p>
      {block ? <FormAlert tone="error">{common(CUSTOMER_BLOCK_TEXT_KEYS[block])}</FormAlert> : null}
      <div css={columnsCss}>
        <section css={panelCss} aria-labelledby="salesman-checkout-lines">
          <h2 id="salesman-checkout-lines" css={{ marginTop: 0 }}>
            {t('buying.draft.heading')}
          </h2>
          <DraftLinesTable draft={draft} />
        </section>
        <form
          noValidate
          css={panelCss}
          aria-labelledby="salesman-checkout-payment"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && !block && prices.state.status === 'ready') void place();
          }}
        >
          <h2 id="salesman-checkout-payment" css={{ marginTop: 0 }}>
            {t('checkout.paymentHeading')}
          </h2>
          {detail.state.status === 'loading' ? <LoadingIndicator label={t('checkout.meansLoading')} /> : null}
          {detail.state.status === 'failed' ? (
            <FormAlert tone="error">
              {apiErrorText(detail.state.error, t)}{' '}
              <Button variant="secondary" onClick={detail.retry}>
                {common('genericError.tryAgain')}
              </Button>
            </FormAlert>
          ) : null}
          {detail.state.status === 'ready' && means.length === 0 ? <p role="alert">{t('checkout.noMeans')}</p> : null}
          <fieldset css={{ border: 'none', padding: 0, margin: 0 }} disabled={placing}>
            <legend css={{ fontWeight: 600, marginBottom: 8 }}>{t('checkout.meansLegend')}</legend>
            {means.map((code) => (
              <label key={code} css={meanCss(chosen === code)}>
                <input
                  type="radio"
                  name="paymentMean"
                  value={code}
                  checked={chosen === code}
                  onChange={() => setPicked(code)}
                  css={{ width: 20, height: 20, margin: 0 }}
                />
                <span css={{ fontWeight: 600 }}>{checkoutTexts(`means.${code}`, { defaultValue: code })}</span>
              </label>
            ))}
          </fieldset>
          <PricesSummary prices={prices.state} onRetry={prices.retry} />
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
          <SubmitButton
            busy={placing}
            busyLabel={t('checkout.placing')}
            aria-disabled={!chosen || !!block || prices.state.status !== 'ready' || undefined}
            css={{ width: '100%', justifyContent: 'center', marginTop: 16 }}
          >
            {t('checkout.place')}
          </SubmitButton>
        </form>
      </div>
      {leave.dialog}
    </div>
  );
}

// The lines take the page's width (their table has eight columns); the payment sits under them, at the end.
const columnsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '& > form': { width: '100%', maxWidth: 520, justifySelf: 'end', boxSizing: 'border-box' as const },
  gap: theme.space(2),
});
const meanCss = (chosen: boolean) => (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(3)}`,
  marginBottom: theme.space(2),
  border: `2px solid ${chosen ? theme.colors.primary : '#c5ccd6'}`,
  borderRadius: theme.radius,
  cursor: 'pointer',
  '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});
