import type { Theme } from '@emotion/react';
import { useState } from 'react';
import type { HistoryType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { apiErrorText, Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { SectionCard } from '../../../shared/SectionCard';
import type { HistoryFilters } from '../api/history-api';
import { HISTORY_TYPES } from '../history-labels';
import { useMemberHistory } from '../hooks/use-member-history';
import { HistoryFiltersForm } from './HistoryFiltersForm';
import { HistoryRecordItem } from './HistoryRecordItem';

/** /account/history: orders, wallet movements, cards transferred and received, one type at a time. */
export function HistoryPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const [type, setType] = useState<HistoryType>('O');
  const [filters, setFilters] = useState<HistoryFilters>({});
  const { state, showMore, hasMore, retry } = useMemberHistory(custId, type, filters);
  const filtered = Object.keys(filters).length > 0;
  const busy = state.status === 'loading' || state.status === 'loadingMore';

  const chooseType = (next: HistoryType) => {
    setType(next);
    setFilters({});
  };

  return (
    <SectionCard title={t('history.title')} testId="history-page">
      <div
        role="group"
        aria-label={t('history.typesLabel')}
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(2),
          marginBottom: theme.space(4),
        })}
      >
        {HISTORY_TYPES.map((each) => (
          <Button
            key={each}
            variant={each === type ? 'primary' : 'secondary'}
            aria-pressed={each === type}
            data-testid={`history-type-${each}`}
            onClick={() => chooseType(each)}
          >
            {t(`history.types.${each}`)}
          </Button>
        ))}
      </div>
      <HistoryFiltersForm
        type={type}
        serverError={state.status === 'failed' ? state.error : null}
        onApply={setFilters}
      />
      <div aria-busy={busy || undefined} aria-live="polite" data-testid="history-results">
        {state.status === 'failed' && state.error ? (
          <div data-testid="history-load-failed">
            <FormAlert tone="error">
              {t('history.loadFailed')} {apiErrorText(state.error, t)}
            </FormAlert>
            <Button variant="secondary" onClick={retry}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {state.status === 'loading' ? <LoadingIndicator label={t('history.loading')} /> : null}
        {state.status === 'ready' && state.records.length === 0 ? (
          <p data-testid="history-empty" css={(theme: Theme) => ({ padding: `${theme.space(4)} 0` })}>
            {filtered ? t('history.emptyFiltered') : t(`history.empty.${type}`)}
          </p>
        ) : null}
        {state.records.length > 0 ? (
          <>
            <p data-testid="history-count" css={(theme: Theme) => ({ margin: `${theme.space(4)} 0 0` })}>
              {t('history.showing', { shown: state.records.length, total: state.totalCount })}
            </p>
            <ul css={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="history-list">
              {state.records.map((record, index) => (
                <HistoryRecordItem key={`${record.date}-${index}`} record={record} />
              ))}
            </ul>
          </>
        ) : null}
        {state.status === 'loadingMore' ? <LoadingIndicator label={t('history.loadingMore')} /> : null}
        {hasMore && state.status === 'ready' ? (
          <div css={(theme: Theme) => ({ marginTop: theme.space(4) })}>
            <Button variant="secondary" onClick={showMore} data-testid="history-show-more">
              {t('history.showMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
