import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { formatAmount } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { FormAlert } from '@shop/ui';
import { linkButtonCss } from '../../../shared/page-styles';
import { useMoney } from '../../../shared/use-money';
import type { CheckedFile } from '../api/large-order-api';
import { largeOrderCheckoutPath } from '../large-order-paths';
import { RefusedRows } from './RefusedRows';

/**
 * A checked file's rows: how many were read, accepted and refused, what the valid rows cost, each
 * refused row with its reasons, and the order of the valid rows (the checkout orders them).
 */
export function LargeOrderResult({ fileName, result }: { fileName: string; result: CheckedFile }) {
  const { t } = useTranslation('business');
  const unit = useUnit();
  const { language } = useMoney();
  const refused = useMemo(() => result.rows.filter((row) => !row.ok), [result.rows]);
  const refusedCount = result.rowCount - result.validRowCount;
  const amount = formatAmount(result.validAmtTot, {
    currency: result.currency,
    decimalDigits: unit.decimalDigits,
    language,
  });
  return (
    <section
      aria-labelledby="large-order-result-heading"
      data-testid="large-order-result"
      data-row-count={result.rowCount}
      data-valid-count={result.validRowCount}
      data-refused-count={refusedCount}
      css={(theme: Theme) => ({ marginTop: theme.space(6) })}
    >
      <h3 id="large-order-result-heading" css={{ marginBottom: 8 }}>
        {t('largeOrder.result.heading', { name: fileName })}
      </h3>
      <dl css={countsCss}>
        <div>
          <dt>{t('largeOrder.result.rows')}</dt>
          <dd>{result.rowCount}</dd>
        </div>
        <div>
          <dt>{t('largeOrder.result.valid')}</dt>
          <dd>{result.validRowCount}</dd>
        </div>
        <div>
          <dt>{t('largeOrder.result.refused')}</dt>
          <dd>{refusedCount}</dd>
        </div>
        <div>
          <dt>{t('largeOrder.result.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      {refusedCount > 0 ? (
        <p>{t('largeOrder.result.refusedLead')}</p>
      ) : (
        <FormAlert tone="success">{t('largeOrder.result.allValid')}</FormAlert>
      )}
      {result.validRowCount > 0 ? (
        <Link data-testid="large-order-order" to={largeOrderCheckoutPath(result.fileId)} css={linkButtonCss(true)}>
          {t('largeOrder.result.order', { rows: result.validRowCount })}
        </Link>
      ) : (
        <FormAlert tone="error">{t('largeOrder.result.noneValid')}</FormAlert>
      )}
      {refused.length > 0 ? <RefusedRows rows={refused} /> : null}
    </section>
  );
}

const countsCss = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: theme.space(3),
  margin: `0 0 ${theme.space(4)}`,
  div: {
    padding: theme.space(3),
    border: '1px solid #d5dbe3',
    borderRadius: theme.radius,
    background: '#fff',
  },
  dt: { color: '#4a5563' },
  dd: { margin: 0, fontSize: '1.5rem', fontWeight: 700 },
});
