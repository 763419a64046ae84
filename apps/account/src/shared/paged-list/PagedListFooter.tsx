import type { Theme } from '@emotion/react';
import type { ApiError } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert } from '@shop/ui';
import { accountErrorText } from '../server-errors';

/**
 * Below a paged list: how many of how many are shown, then "Show more" while the API holds more, or
 * the failure of a later page with a retry. Used by the quotations and the inbox.
 */
export function PagedListFooter({
  shown,
  total,
  more,
  loading,
  failure,
  onMore,
  onRetry,
  testId,
}: {
  shown: number;
  total: number;
  more: boolean;
  loading: boolean;
  failure: ApiError | null;
  onMore(): void;
  onRetry(): void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(3),
        marginTop: theme.space(4),
      })}
    >
      <p data-testid={`${testId}-count`} aria-live="polite" css={{ margin: 0 }}>
        {t('lists.shown', { shown, total })}
      </p>
      {failure ? (
        <div data-testid={`${testId}-more-failed`} css={{ flexBasis: '100%' }}>
          <FormAlert tone="error">
            {t('lists.moreFailed')} {accountErrorText(failure, t)}
          </FormAlert>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : more ? (
        <Button
          variant="secondary"
          onClick={onMore}
          disabled={loading}
          aria-busy={loading}
          data-testid={`${testId}-more`}
        >
          {loading ? t('lists.loadingMore') : t('lists.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
