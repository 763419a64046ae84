import type { Theme } from '@emotion/react';
import { ChatIcon, compactOf, visuallyHidden, type ChatLink } from './chat-link';

/**
 * The brand's chat button, bottom corner, on the pages where it does not get in the way. It floats only once
 * the top bar (which holds the same link) has scrolled away: floating from the start, it covered cards' buttons
 * or filters on the first view at some screen sizes (issue 26). Up to 1200 px it is a round icon.
 */
export default function FloatingChatButton({ link }: { link: ChatLink }) {
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
