import type { ReactNode } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { accountErrorText } from '../server-errors';
import { emptyCss, itemListCss } from './list-styles';
import { PagedListFooter } from './PagedListFooter';
import type { usePagedList } from './use-paged-list';

interface PagedListViewProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  /** Prefix of the test ids: `<testId>-load-failed`, `<testId>-empty`, the footer's. */
  testId: string;
  listTestId: string;
  texts: { loading: string; loadFailed: string };
  /** What the empty list says (and offers). */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list the API gives by page, as the account tabs show one: loading, a failed first page with a
 * retry, the empty state, the items, and the footer that shows more (page 1 first, later pages append).
 */
export function PagedListView<T>({ list, testId, listTestId, texts, empty, renderItem }: PagedListViewProps<T>) {
  const { t } = useTranslation('account');
  const firstFailure = !list.loaded ? list.failure : null;
  return (
    <div aria-busy={list.loadingPage !== null}>
      {!list.loaded && !firstFailure ? <LoadingIndicator label={texts.loading} /> : null}
      {firstFailure ? (
        <div data-testid={`${testId}-load-failed`}>
          <FormAlert tone="error">
            {texts.loadFailed} {accountErrorText(firstFailure.error, t)}
          </FormAlert>
          <Button variant="secondary" onClick={list.retry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {list.loaded && list.items.length === 0 ? (
        <div css={emptyCss} data-testid={`${testId}-empty`}>
          {empty}
        </div>
      ) : null}
      {list.items.length > 0 ? (
        <>
          <ul css={itemListCss} data-testid={listTestId}>
            {list.items.map(renderItem)}
          </ul>
          <PagedListFooter
            testId={testId}
            shown={list.items.length}
            total={list.totalCount}
            more={list.more}
            loading={list.loadingPage !== null}
            failure={list.loaded ? (list.failure?.error ?? null) : null}
            onMore={list.loadMore}
            onRetry={list.retry}
          />
        </>
      ) : null}
    </div>
  );
}
