import type { Theme } from '@emotion/react';
import type { HistoryRecord } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useMoney } from '../../wallet/hooks/use-money';
import { hasInvoice, recordKindKey, statusLabelKey } from '../history-labels';
import { InvoiceDownload } from './InvoiceDownload';

/** What identifies a record to the member: the order and product, the movement's reference, the other member. */
function Details({ record }: { record: HistoryRecord }) {
  const { t } = useTranslation('account');
  const { money } = useMoney();
  switch (record.recordType) {
    case 'O':
      return (
        <>
          <span>{t('history.orderNo', { orderNo: record.orderNo })}</span>
          <span>{t('history.productLine', { product: record.productName, quantity: record.quantity })}</span>
          {hasInvoice(record) ? <InvoiceDownload orderNo={record.orderNo} invoiceNo={record.invoiceNo} /> : null}
        </>
      );
    case 'M':
      return (
        <>
          <span dir="auto">{t('history.reference', { reference: record.reference })}</span>
          {record.balanceAfter === null ? null : (
            <span>{t('history.balanceAfter', { amount: money(record.balanceAfter, record.currency) })}</span>
          )}
        </>
      );
    default:
      return (
        <>
          <span>{record.productName}</span>
          <span>
            {t(record.recordType === 'T' ? 'history.sentTo' : 'history.receivedFrom', {
              name: record.counterpartName,
              email: record.counterpartEmail,
            })}
          </span>
        </>
      );
  }
}

/** One record: date, what it is, amount, status label and its details. */
export function HistoryRecordItem({ record }: { record: HistoryRecord }) {
  const { t } = useTranslation('account');
  const { money, date } = useMoney();
  const labelKey = statusLabelKey(record.recordType, record.status);
  return (
    <li
      data-testid="history-record"
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: `${theme.space(1)} ${theme.space(4)}`,
        padding: theme.space(4),
        borderBottom: '1px solid #d5dce4',
      })}
    >
      <div css={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, overflowWrap: 'anywhere' }}>
        <span css={{ fontWeight: 700 }} data-testid="history-record-kind">
          {t(recordKindKey(record))}
        </span>
        <span css={{ color: '#4a5563' }} data-testid="history-record-date">
          <time dateTime={record.date}>{date(record.date)}</time>
        </span>
        <Details record={record} />
      </div>
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4, textAlign: 'end' }}>
        <span css={{ fontWeight: 700 }} data-testid="history-record-amount" dir="ltr">
          {money(record.amount, record.currency)}
        </span>
        <span
          data-testid="history-record-status"
          css={(theme: Theme) => ({
            padding: '2px 8px',
            borderRadius: 12,
            background: theme.colors.surface,
            color: theme.colors.text,
            fontSize: '0.875rem',
          })}
        >
          {labelKey ? t(labelKey) : record.status}
        </span>
      </div>
    </li>
  );
}
