import type { SupportChat } from '@shop/contracts';

/**
 * Spec 1 section 2: the support chat is hidden on account, buying (checkout included), auth and
 * query pages, where it would cover the form a visitor is filling in.
 */
const HIDDEN_ON = [
  /^\/account(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/query(\/|$)/,
  /^\/(b2b\/|salesman\/)?buying(-friend|-self)?(\/|$)/,
  /^\/phone-credit(\/|$)/,
];

export function showsSupportChat(pathname: string): boolean {
  return !HIDDEN_ON.some((pattern) => pattern.test(pathname));
}

/** Where the chat button leads: the brand's conversation in that service (opened in a new tab). */
export function supportChatHref({ kind, target }: SupportChat): string {
  switch (kind) {
    case 'whatsapp':
      return `https://wa.me/${target.replace(/\D/g, '')}`;
    case 'messenger':
      return `https://m.me/${encodeURIComponent(target)}`;
    case 'telegram':
      return `https://t.me/${encodeURIComponent(target)}`;
    case 'email':
      return `mailto:${target}`;
  }
}
