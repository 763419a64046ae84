import type { OrderResult } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../../../shared/use-money';
import { nextStepsOf } from '../next-steps';

/** What happens to the cards of a paid order now. */
export function NextSteps({ order }: { order: OrderResult }) {
  const { t } = useTranslation('orderResult');
  const { date } = useMoney();
  const steps = nextStepsOf(order, new Date());
  return (
    <div data-testid="order-next-steps">
      <h2>{t('next.title')}</h2>
      <ul css={{ paddingInlineStart: 20, margin: 0, li: { marginBottom: 8 } }}>
        {steps.map((step) => (
          <li key={`${step.key}|${step.values?.date ?? ''}`}>
            {t(step.key, step.values?.date ? { date: date(step.values.date) } : undefined)}
          </li>
        ))}
      </ul>
    </div>
  );
}
