import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { PagedListView } from '../../../shared/paged-list/PagedListView';
import { SectionCard } from '../../../shared/SectionCard';
import { useInbox } from '../hooks/use-inbox';
import { InboxMessageItem } from './InboxMessageItem';

/** The inbox (/account/inbox): the messages the shop sent the member, newest first. */
export function InboxPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const list = useInbox(custId);

  return (
    <SectionCard title={t('inbox.title')} description={t('inbox.intro')} testId="inbox">
      <PagedListView
        list={list}
        testId="inbox"
        listTestId="inbox-list"
        texts={{ loading: t('inbox.loading'), loadFailed: t('inbox.loadFailed') }}
        empty={<p>{t('inbox.empty')}</p>}
        renderItem={(message) => <InboxMessageItem key={message.messageId} message={message} />}
      />
    </SectionCard>
  );
}
