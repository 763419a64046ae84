import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
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

/** The top bar the chat link sits in on first view; the floating button follows once it has scrolled away. */
export const TOP_BAR_ID = 'top-bar';

function useChatLink() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const chat = unit.supportChat;
  if (!chat || !showsSupportChat(pathname)) return null;
  const external = chat.kind !== 'email';
  return {
    href: supportChatHref(chat),
    text: t(`chat.${chat.kind}`),
    newTab: external ? ` ${t('nav.newTab')}` : '',
    attributes: external ? { target: '_blank', rel: 'noopener noreferrer' } : {},
  };
}

const ChatIcon = ({ size }: { size: number }) => (
  <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
    <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
  </svg>
);

/** The chat link of the top bar, in the contact line: what a visitor sees first, covering nothing. */
export function SupportChatLink() {
  const link = useChatLink();
  if (!link) return null;
  return (
    <a
      href={link.href}
      data-testid="support-chat-bar"
      {...link.attributes}
      css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <ChatIcon size={16} />
      {link.text}
      {link.newTab ? <span css={visuallyHidden}>{link.newTab}</span> : null}
    </a>
  );
}

/**
 * Whether the top bar is out of view (scrolled away). Without IntersectionObserver (old browsers, tests) the
 * floating button is always shown, as before.
 */
function useTopBarScrolledAway(): boolean {
  const [away, setAway] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const bar = document.getElementById(TOP_BAR_ID);
    if (!bar || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setAway(!entry.isIntersecting));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return away;
}

/**
 * The brand's chat button, bottom corner, on the pages where it does not get in the way. It floats only once
 * the top bar (which holds the same link) has scrolled away: floating from the start, it covered cards' buttons
 * or filters on the first view at some screen sizes (issue 26). Up to 1200 px it is a round icon.
 */
export function SupportChat() {
  const link = useChatLink();
  const away = useTopBarScrolledAway();
  if (!link || !away) return null;
  return (
    <a
      href={link.href}
      data-testid="support-chat"
      {...link.attributes}
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
        [compactOf(theme)]: { padding: 0, width: 48, justifyContent: 'center' },
      })}
    >
      <ChatIcon size={22} />
      <span css={(theme: Theme) => ({ [compactOf(theme)]: visuallyHidden })}>{link.text}</span>
      {link.newTab ? <span css={visuallyHidden}>{link.newTab}</span> : null}
    </a>
  );
}
