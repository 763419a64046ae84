import type { Theme } from '@emotion/react';
import { useState } from 'react';
import type { FieldIssue } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import type { CheckedFile } from '../api/large-order-api';

/** Refused rows shown at once: a file of thousands of rows is read page by page. */
export const REFUSED_ROWS_PAGE_SIZE = 50;

type Row = CheckedFile['rows'][number];

/** Each refused row with its number and the reason of every refused field, page by page. */
export function RefusedRows({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('business');
  const [page, setPage] = useState(0);
  const pages = Math.ceil(rows.length / REFUSED_ROWS_PAGE_SIZE);
  const first = page * REFUSED_ROWS_PAGE_SIZE;
  const shown = rows.slice(first, first + REFUSED_ROWS_PAGE_SIZE);
  return (
    <div>
      <h4 css={{ margin: '16px 0 8px' }}>{t('largeOrder.result.refusedHeading')}</h4>
      <ol css={listCss} aria-label={t('largeOrder.result.refusedHeading')}>
        {shown.map((row) => (
          <li key={row.rowNo} data-testid="large-order-refused-row" data-row-no={row.rowNo} css={rowCss}>
            <span css={{ fontWeight: 600 }}>{t('largeOrder.result.row', { rowNo: row.rowNo })}</span>
            <ul css={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {row.issues.map((issue, index) => (
                <li key={`${issue.path}-${index}`}>
                  <IssueText issue={issue} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label={t('largeOrder.result.refusedPages')} css={pagerCss}>
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('largeOrder.result.previous')}
          </Button>
          <span aria-live="polite">
            {t('largeOrder.result.rowsShown', {
              from: first + 1,
              to: first + shown.length,
              total: rows.length,
            })}
          </span>
          <Button variant="secondary" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {t('largeOrder.result.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** The refused column, then the rule's text in the page's language (the API's text for a rule it has alone). */
function IssueText({ issue }: { issue: FieldIssue }) {
  const { t } = useTranslation('business');
  const reason = issue.key
    ? t(`validation:${issue.key}`, { ...issue.params, defaultValue: issue.message })
    : issue.message;
  if (!issue.path) return <>{reason}</>;
  return (
    <>
      <span css={{ fontWeight: 600 }}>{t(`largeOrder.columns.${issue.path}`, { defaultValue: issue.path })}</span>
      {' — '}
      {reason}
    </>
  );
}

const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 };
const rowCss = (theme: Theme) => ({
  padding: theme.space(3),
  border: '1px solid #d5dbe3',
  borderInlineStart: `4px solid ${theme.colors.error}`,
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
