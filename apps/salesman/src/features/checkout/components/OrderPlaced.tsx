import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert, useMoney } from '@shop/ui';
import { linkButtonCss, panelCss } from '../../../shared/page-styles';
import type { PlacedSalesmanOrder } from '../api/salesman-checkout-api';

/**
 * The salesman's confirmation of a placed order, from the checkout's answer: the order is the customer's
 * (its history and invoice), so the shop's order result page, which reads it with the customer's rights,
 * is not his to open (decision 0037). Offline means: the customer pays by transfer or check.
 */
export function OrderPlaced({ order, companyName }: { order: PlacedSalesmanOrder; companyName: string }) {
  const { t } = useTranslation('salesman');
  const checkoutTexts = useTranslation('checkout').t;
  const { money } = useMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      css={panelCss}
      aria-labelledby="order-placed-heading"
      data-testid="order-placed"
      data-order-no={order.orderNo}
    >
      <h2 id="order-placed-heading" ref={heading} tabIndex={-1} css={{ marginTop: 0 }}>
        {t('placed.title', { orderNo: order.orderNo })}
      </h2>
      <FormAlert tone="success">
        {t('placed.lead', {
          name: companyName,
          mean: checkoutTexts(`means.${order.paymentMean}`, { defaultValue: order.paymentMean }),
        })}
      </FormAlert>
      <dl css={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '4px 24px' }}>
        <dt>{t('buying.draft.orderTotal')}</dt>
        <dd css={{ margin: 0, fontWeight: 700 }} data-testid="placed-total">
          {money(order.orderAmtTot)}
        </dd>
        <dt>{t('checkout.commission')}</dt>
        <dd css={{ margin: 0 }} data-testid="placed-commission">
          {money(order.commissionAmount)}
        </dd>
      </dl>
      <p>{t('placed.next')}</p>
      <Link to="/salesman" css={linkButtonCss(true)}>
        {t('placed.toCustomers')}
      </Link>
    </section>
  );
}
