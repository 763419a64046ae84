import { act, screen } from '@testing-library/react';
import { renderAt, setUpAuthTest, testUnit } from '../../auth/testing/auth-test-kit';
import { SupportChat, SupportChatLink, TOP_BAR_ID } from './SupportChat';

describe('the support chat button', () => {
  it("opens the brand's chat in a new tab on the home page", async () => {
    await setUpAuthTest(testUnit({ supportChat: { kind: 'whatsapp', target: '97180073232' } }));
    renderAt('/', <SupportChat />);
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://wa.me/97180073232');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is hidden on a buying page', async () => {
    await setUpAuthTest(testUnit({ supportChat: { kind: 'email', target: 'help@x.test' } }));
    renderAt('/buying-friend', <SupportChat />);
    expect(screen.queryByTestId('support-chat')).toBeNull();
  });

  it('is absent for a brand without a chat', async () => {
    await setUpAuthTest(testUnit());
    renderAt('/about', <SupportChat />);
    expect(screen.queryByTestId('support-chat')).toBeNull();
  });

  it('sits in the top bar on first view, and floats only once the top bar has scrolled away', async () => {
    await setUpAuthTest(testUnit({ supportChat: { kind: 'whatsapp', target: '97180073232' } }));
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observed: Element[] = [];
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    };
    try {
      renderAt(
        '/',
        <>
          <div id={TOP_BAR_ID}>
            <SupportChatLink />
          </div>
          <SupportChat />
        </>,
      );
      const inBar = screen.getByTestId('support-chat-bar');
      expect(inBar).toHaveAccessibleName('Chat with us on WhatsApp (opens in a new tab)');
      expect(inBar).toHaveAttribute('href', 'https://wa.me/97180073232');
      expect(observed.map((element) => element.id)).toEqual([TOP_BAR_ID]);
      expect(screen.queryByTestId('support-chat')).toBeNull();
      act(() => report([{ isIntersecting: false }]));
      expect(await screen.findByTestId('support-chat')).toHaveAttribute('href', 'https://wa.me/97180073232');
      act(() => report([{ isIntersecting: true }]));
      expect(screen.queryByTestId('support-chat')).toBeNull();
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });
});
