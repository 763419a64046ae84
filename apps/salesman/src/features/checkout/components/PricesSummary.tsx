import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator, apiErrorText, useMoney } from '@shop/ui';
import type { Loaded } from '../../customers/hooks/use-loaded';
import type { SalesmanOrderPrices } from '../api/salesman-checkout-api';

/** The server's prices of the order: what the customer owes, and the salesman's commission apart. */
export function PricesSummary({ prices, onRetry }: { prices: Loaded<SalesmanOrderPrices>; onRetry(): void }) {
  const { t } = useTranslation('salesman');
  const common = useTranslation('common').t;
  const { money } = useMoney();
  if (prices.status === 'loading') return <LoadingIndicator label={t('checkout.pricing')} />;
  if (prices.status === 'failed')
    return (
      <FormAlert tone="error">
        {apiErrorText(prices.error, t)}{' '}
        <Button variant="secondary" onClick={onRetry}>
          {common('genericError.tryAgain')}
        </Button>
      </FormAlert>
    );
  const { data } = prices;
  const rows: [string, number, string?][] = [
    [t('buying.draft.gross'), data.grossAmount],
    [t('buying.draft.discounts'), -data.discountAmount],
    [t('buying.draft.fees'), data.feeAmount],
  ];
  if (data.shippingAmount) rows.push([t('checkout.shipping'), data.shippingAmount]);
  if (data.taxAmount) rows.push([t('checkout.tax'), data.taxAmount]);
  return (
    <dl
      data-testid="salesman-prices"
      css={{ display: 'grid', gridTemplateColumns: '1fr max-content', gap: '4px 16px', margin: '16px 0 0' }}
    >
      {rows.map(([name, amount]) => (
        <div key={name} css={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd css={{ margin: 0, textAlign: 'end' }}>{money(amount)}</dd>
        </div>
      ))}
      <dt css={{ fontWeight: 700 }}>{t('buying.draft.orderTotal')}</dt>
      <dd css={{ margin: 0, textAlign: 'end', fontWeight: 700 }} data-testid="order-total">
        {money(data.orderAmtTot)}
      </dd>
      <dt>{t('checkout.commission')}</dt>
      <dd css={{ margin: 0, textAlign: 'end' }} data-testid="order-commission">
        {money(data.commissionAmount)}
      </dd>
    </dl>
  );
}
