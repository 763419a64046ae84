import { screen } from '@testing-library/react';
import { renderAt, setUpAuthTest, testUnit } from '../../auth/testing/auth-test-kit';
import { SupportChat } from './SupportChat';

describe('the support chat button', () => {
  it("opens the brand's chat in a new tab on the home page", async () => {
    await setUpAuthTest(testUnit({ supportChat: { kind: 'whatsapp', target: '97180073232' } }));
    renderAt('/', <SupportChat />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
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
});
