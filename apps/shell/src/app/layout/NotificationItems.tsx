import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import { notificationsStore, notificationTexts, type NotificationText } from '@shop/session';
import { useNotifications } from '@shop/session/react';

/** The toasts themselves, inside the live region that Notifications keeps on the page. */
export default function NotificationItems() {
  const { t } = useTranslation();
  const items = useNotifications((state) => state.items);
  const text = (value: NotificationText) => ('key' in value ? t(value.key) : value.text);
  return (
    <>
      {items.map((item) => {
        const { title, content } = notificationTexts(item);
        return (
          <div
            key={item.id}
            role={item.type === 'error' ? 'alert' : 'status'}
            css={(theme: Theme) => ({
              padding: theme.space(4),
              borderRadius: theme.radius,
              background: '#fff',
              boxShadow: '0 4px 16px rgba(0,0,0,0.15)',
              borderInlineStart: `6px solid ${theme.colors[item.type]}`,
            })}
          >
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <strong>{text(title)}</strong>
              <button
                type="button"
                aria-label={t('close')}
                onClick={() => notificationsStore.getState().dismiss(item.id)}
                css={{ border: 0, background: 'none', cursor: 'pointer', fontSize: '1.25rem', lineHeight: 1 }}
              >
                ×
              </button>
            </div>
            {content ? <p css={{ margin: '8px 0 0' }}>{text(content)}</p> : null}
          </div>
        );
      })}
    </>
  );
}
