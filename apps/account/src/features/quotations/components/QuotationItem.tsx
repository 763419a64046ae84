import { useTranslation } from '@shop/i18n/react';
import type { Quotation } from '../api/quotations-api';
import { useListFormats } from '../../../shared/paged-list/use-list-formats';
import { factsCss, itemCss } from '../../../shared/paged-list/list-styles';

/** One quotation as the API lists it: its number, when it was made, how many cards and the total. */
export function QuotationItem({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation('account');
  const format = useListFormats();
  return (
    <li css={itemCss} data-testid="quotation" data-order-no={quotation.orderNo}>
      <h3 css={{ margin: '0 0 12px', fontSize: '1rem' }}>{t('quotations.number', { orderNo: quotation.orderNo })}</h3>
      <dl css={factsCss}>
        <div>
          <dt>{t('quotations.date')}</dt>
          <dd data-testid="quotation-date">{format.date(quotation.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('quotations.quantity')}</dt>
          <dd data-testid="quotation-quantity">{quotation.quantity}</dd>
        </div>
        <div>
          <dt>{t('quotations.total')}</dt>
          <dd data-testid="quotation-total">{format.amount(quotation.orderAmtTot, quotation.currency)}</dd>
        </div>
      </dl>
    </li>
  );
}
