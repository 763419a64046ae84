import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { apiErrorText, Button } from '@shop/ui';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { visuallyHiddenCss } from '../../../shared/visually-hidden';

/** A paid order's invoice: its number and the download of its PDF, with its progress and any failure. */
export function InvoiceDownload({ orderNo, invoiceNo }: { orderNo: string; invoiceNo: string }) {
  const { t } = useTranslation('account');
  const { state, download } = useInvoiceDownload(orderNo);
  const downloading = state.status === 'downloading';
  return (
    <div css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2), marginTop: 4 })}>
      <span data-testid="history-invoice-no">{t('history.invoiceNo', { invoiceNo })}</span>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
        <Button
          variant="secondary"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading}
          data-testid="invoice-download"
        >
          {downloading ? t('history.downloadingInvoice') : t('history.downloadInvoice')}
          <span css={visuallyHiddenCss}>: {t('history.invoiceNo', { invoiceNo })}</span>
        </Button>
        {downloading ? (
          <progress
            max={100}
            value={state.percent ?? undefined}
            aria-label={t('history.invoiceProgress')}
            css={{ width: 120 }}
          />
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <p
          role="alert"
          data-testid="invoice-download-failed"
          css={(theme: Theme) => ({ margin: 0, color: theme.colors.error })}
        >
          {t('history.invoiceFailed')} {apiErrorText(state.error, t)}
        </p>
      ) : null}
    </div>
  );
}
