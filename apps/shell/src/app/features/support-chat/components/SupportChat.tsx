import type { Theme } from '@emotion/react';
import { useLocation } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { showsSupportChat, supportChatHref } from '../api/support-chat';

const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

/** Up to the menu breakpoint (1200 px), as the compact header. */
const compactOf = (theme: Theme) => `@media (max-width: ${theme.breakpoints.menu}px)`;

/** The brand's support chat button, bottom corner, on the pages where it does not get in the way. */
export function SupportChat() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const chat = unit.supportChat;
  if (!chat || !showsSupportChat(pathname)) return null;
  const external = chat.kind !== 'email';
  return (
    <a
      href={supportChatHref(chat)}
      data-testid="support-chat"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      css={(theme: Theme) => ({
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        zIndex: 15,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 48,
        padding: '0 16px',
        borderRadius: 24,
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        // Up to 1200 px (tablets, small laptops) a round icon: a wide labelled button covered the cards' buttons.
        [compactOf(theme)]: { padding: 0, width: 48, justifyContent: 'center' },
      })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      </svg>
      <span css={(theme: Theme) => ({ [compactOf(theme)]: visuallyHidden })}>{t(`chat.${chat.kind}`)}</span>
      {external ? <span css={visuallyHidden}>{` ${t('nav.newTab')}`}</span> : null}
    </a>
  );
}
