import type { Theme } from '@emotion/react';
import { useLocation } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { showsSupportChat, supportChatHref } from '../api/support-chat';

export const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

/** Up to the menu breakpoint (1200 px), as the compact header. */
export const compactOf = (theme: Theme) => `@media (max-width: ${theme.breakpoints.menu}px)`;

export interface ChatLink {
  href: string;
  text: string;
  newTab: string;
  attributes: { target?: string; rel?: string };
}

/** The brand's chat link on this page, or null where the brand has none or the page hides it. */
export function useChatLink(): ChatLink | null {
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

export const ChatIcon = ({ size }: { size: number }) => (
  <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
    <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
  </svg>
);
