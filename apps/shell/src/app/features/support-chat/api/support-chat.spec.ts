import { showsSupportChat, supportChatHref } from './support-chat';

describe('the support chat', () => {
  it('is hidden on account, buying, checkout, auth and query pages', () => {
    for (const path of [
      '/account',
      '/account/wallet',
      '/auth/login',
      '/auth/b2b/register',
      '/query',
      '/buying-friend',
      '/buying-self/checkout',
      '/phone-credit',
      '/phone-credit/checkout',
      '/b2b/buying',
      '/salesman/buying-self/checkout',
    ]) {
      expect([path, showsSupportChat(path)]).toEqual([path, false]);
    }
  });

  it('shows elsewhere', () => {
    for (const path of ['/', '/faq', '/about', '/order/O-1', '/b2b/info', '/accounting-tips', '/querying']) {
      expect([path, showsSupportChat(path)]).toEqual([path, true]);
    }
  });

  it("opens the brand's conversation in its service", () => {
    expect(supportChatHref({ kind: 'whatsapp', target: '+971 800-73232' })).toBe('https://wa.me/97180073232');
    expect(supportChatHref({ kind: 'messenger', target: 'maisoncadeaux' })).toBe('https://m.me/maisoncadeaux');
    expect(supportChatHref({ kind: 'telegram', target: 'gift_help' })).toBe('https://t.me/gift_help');
    expect(supportChatHref({ kind: 'email', target: 'help@eurogift.test' })).toBe('mailto:help@eurogift.test');
  });
});
