import { Link } from 'react-router';
import type { OrderResult } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Notice } from '@shop/ui';
import { useMoney } from '../../../shared/use-money';
import { actionLinkCss, ResultActions } from '../../result-layout/ResultCard';

/** An order cancelled before its payment arrived: the money is refunded, or being refunded (decision 0020). */
export function RefundedResult({ order }: { order: OrderResult }) {
  const { t } = useTranslation('orderResult');
  const { money, date } = useMoney();
  const refund = order.refund;
  const amount = money(refund?.amount ?? order.dueAmount, order.currency);
  return (
    <>
      <p>{t('refunded.lead', { amount })}</p>
      <Notice>
        <span data-testid="order-refund">
          {refund?.state === 'refunded'
            ? t('refunded.done', { amount, date: date(refund.refundedAt) })
            : t('refunded.due', { amount })}
        </span>
      </Notice>
      <ResultActions>
        <Link to="/" css={actionLinkCss()}>
          {t('home')}
        </Link>
      </ResultActions>
    </>
  );
}
