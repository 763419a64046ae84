import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { PREVIOUS_FILES_PAGE_SIZE } from '@shop/contracts';
import { formatDate } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { linkButtonCss } from '../../../shared/page-styles';
import { useMoney } from '../../../shared/use-money';
import type { PreviousFile } from '../api/large-order-api';
import type { PreviousFilesState } from '../hooks/use-previous-files';
import { largeOrderCheckoutPath } from '../large-order-paths';

export interface PreviousFilesProps {
  state: PreviousFilesState;
  page: number;
  onPage(page: number): void;
  onRetry(): void;
}

/** The member's earlier recipient files with their result; one checked and not ordered can be ordered. */
export function PreviousFiles({ state, page, onPage, onRetry }: PreviousFilesProps) {
  const { t } = useTranslation('business');
  const common = useTranslation('common').t;
  if (state.status === 'loading') return <LoadingIndicator label={t('largeOrder.previous.loading')} />;
  if (state.status === 'failed')
    return (
      <div>
        <FormAlert tone="error">{t('largeOrder.previous.failed')}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          {common('genericError.tryAgain')}
        </Button>
      </div>
    );
  const { files, totalCount } = state.data;
  if (files.length === 0) return <p>{t('largeOrder.previous.none')}</p>;
  const pages = Math.max(1, Math.ceil(totalCount / PREVIOUS_FILES_PAGE_SIZE));
  return (
    <div>
      <ul css={listCss}>
        {files.map((file) => (
          <PreviousFileItem key={file.fileId} file={file} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('largeOrder.previous.pages')} css={pagerCss}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('largeOrder.result.previous')}
          </Button>
          <span aria-live="polite">{t('largeOrder.previous.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('largeOrder.result.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function PreviousFileItem({ file }: { file: PreviousFile }) {
  const { t } = useTranslation('business');
  const { language } = useMoney();
  const orderable = file.result === 'checked' && file.validRowCount > 0;
  return (
    <li data-testid="previous-file" data-result={file.result} data-file-id={file.fileId} css={itemCss}>
      <div css={{ minWidth: 0 }}>
        <p css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{file.fileName}</p>
        <p css={{ margin: '4px 0 0', color: '#4a5563' }}>
          {t('largeOrder.previous.facts', {
            date: formatDate(file.uploadedAt, language, { dateStyle: 'medium', timeStyle: 'short' }),
            rows: file.rowCount,
            valid: file.validRowCount,
          })}
        </p>
        <p css={{ margin: '4px 0 0' }}>
          {file.result === 'ordered'
            ? t('largeOrder.previous.ordered', { orderNo: file.orderNo })
            : t('largeOrder.previous.checked')}
        </p>
      </div>
      {orderable ? (
        <Link to={largeOrderCheckoutPath(file.fileId)} css={linkButtonCss(false)}>
          {t('largeOrder.result.order', { rows: file.validRowCount })}
        </Link>
      ) : null}
    </li>
  );
}

const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 };
const itemCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(3),
  border: '1px solid #d5dbe3',
  borderRadius: theme.radius,
  background: '#fff',
});
const pagerCss = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space(3),
  alignItems: 'center',
  marginTop: theme.space(3),
});
