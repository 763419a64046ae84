import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatIcon, useChatLink, visuallyHidden } from './chat-link';

// The floating button's code loads once the visitor has scrolled the top bar away (most first views never do).
const FloatingChatButton = lazy(() => import('./FloatingChatButton'));

/** The top bar the chat link sits in on first view; the floating button follows once it has scrolled away. */
export const TOP_BAR_ID = 'top-bar';

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
  // Decided once mounted: a page rendered on the server (which has no IntersectionObserver) hydrates as sent.
  const [away, setAway] = useState(false);
  useEffect(() => {
    const bar = document.getElementById(TOP_BAR_ID);
    if (typeof IntersectionObserver === 'undefined') {
      setAway(true);
      return undefined;
    }
    if (!bar) return undefined;
    const observer = new IntersectionObserver(([entry]) => setAway(!entry.isIntersecting));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return away;
}

/** The brand's chat button, bottom corner, once the top bar's link has scrolled out of view (FloatingChatButton). */
export function SupportChat() {
  const link = useChatLink();
  const away = useTopBarScrolledAway();
  if (!link || !away) return null;
  return (
    <Suspense fallback={null}>
      <FloatingChatButton link={link} />
    </Suspense>
  );
}
