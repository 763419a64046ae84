import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { languageOf, moneyOf } from '../../back-office-kit/format';
import type { RefundAnswer } from '../api/refunds-api';
import { statusText } from './RefundForm';

/** What a refund did: how much went back where, how many cards were cancelled, the order's new status. */
export function RefundOutcome({ answer }: { answer: RefundAnswer }) {
  const { t, i18n } = useTranslation('operator');
  const { refund, order } = answer;
  const amount = moneyOf(refund.amount, order.currency, languageOf(i18n.language), order.decimalDigits);
  const cards = refund.cardIds.length;
  return (
    <div css={{ marginTop: 16 }} data-testid="refund-outcome" data-status={order.status} data-state={refund.state}>
      <FormAlert tone="success">
        <strong>{t('backOffice.refunds.outcomeHeading')}</strong>{' '}
        {t('backOffice.refunds.outcome', {
          amount,
          destination: t(refund.destination === 'wallet' ? 'backOffice.refunds.wallet' : 'backOffice.refunds.provider'),
          status: statusText(order.status, t),
        })}{' '}
        {cards > 0 ? t('backOffice.refunds.outcomeCards', { count: cards }) : null}{' '}
        {refund.state === 'pending' ? t('backOffice.refunds.pending') : null}
      </FormAlert>
    </div>
  );
}
