import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { accountErrorText } from '../../../shared/server-errors';
import { SectionCard } from '../../../shared/SectionCard';
import { emptyCss, itemListCss } from '../../quotations/components/list-styles';
import { PagedListFooter } from '../../quotations/components/PagedListFooter';
import { useInbox } from '../hooks/use-inbox';
import { InboxMessageItem } from './InboxMessageItem';

/** The inbox (/account/inbox): the messages the shop sent the member, newest first. */
export function InboxPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const list = useInbox(custId);
  const firstFailure = !list.loaded ? list.failure : null;

  return (
    <SectionCard title={t('inbox.title')} description={t('inbox.intro')} testId="inbox">
      <div aria-busy={list.loadingPage !== null}>
        {!list.loaded && !firstFailure ? <LoadingIndicator label={t('inbox.loading')} /> : null}
        {firstFailure ? (
          <div data-testid="inbox-load-failed">
            <FormAlert tone="error">
              {t('inbox.loadFailed')} {accountErrorText(firstFailure.error, t)}
            </FormAlert>
            <Button variant="secondary" onClick={list.retry}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {list.loaded && list.items.length === 0 ? (
          <div css={emptyCss} data-testid="inbox-empty">
            <p>{t('inbox.empty')}</p>
          </div>
        ) : null}
        {list.items.length > 0 ? (
          <>
            <ul css={itemListCss} data-testid="inbox-list">
              {list.items.map((message) => (
                <InboxMessageItem key={message.messageId} message={message} />
              ))}
            </ul>
            <PagedListFooter
              testId="inbox"
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
    </SectionCard>
  );
}
