import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { useListFormats } from '../../../shared/paged-list/use-list-formats';
import { itemCss } from '../../../shared/paged-list/list-styles';
import type { InboxMessage } from '../api/inbox-api';

/** One message: its title, when it came, whether it is still active, and its text. */
export function InboxMessageItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('account');
  const format = useListFormats();
  const active = message.status === 'Active';
  return (
    <li css={itemCss} data-testid="inbox-message" data-status={message.status}>
      <article>
        <div
          css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8, justifyContent: 'space-between' }}
        >
          {/* The shop writes a message in one language: its own text decides its direction, not the page's. */}
          <h3 dir="auto" css={{ margin: 0, fontSize: '1rem' }} data-testid="inbox-message-title">
            {message.title}
          </h3>
          <span
            data-testid="inbox-message-status"
            css={(theme: Theme) => ({
              padding: `2px ${theme.space(2)}`,
              borderRadius: 999,
              fontSize: '0.875rem',
              fontWeight: 600,
              border: `1px solid ${active ? theme.colors.success : '#4a5563'}`,
              color: active ? theme.colors.text : '#4a5563',
            })}
          >
            {t(`inbox.status.${message.status}`)}
          </span>
        </div>
        <p css={{ margin: '4px 0 8px', color: '#4a5563', fontSize: '0.875rem' }}>
          <time dateTime={message.createdAt} data-testid="inbox-message-date">
            {format.date(message.createdAt)}
          </time>
        </p>
        <p dir="auto" css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.5 }} data-testid="inbox-message-body">
          {message.content}
        </p>
      </article>
    </li>
  );
}
