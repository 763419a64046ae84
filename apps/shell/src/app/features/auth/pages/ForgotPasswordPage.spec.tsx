import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, ok, renderAt, setUpAuthTest } from '../testing/auth-test-kit';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const captcha = {
  enabled: true,
  getToken: jest.fn(async () => 'captcha-token'),
  reset: jest.fn(),
  slotRef: () => undefined,
};
jest.mock('@shop/captcha/react', () => ({ useCaptcha: () => captcha, CaptchaSlot: () => null }));

describe('the forgot password page', () => {
  beforeEach(() => setUpAuthTest());

  it('checks the email, sends it with the captcha token and answers neutrally', async () => {
    const api = fakeApi({ resetPassword: () => ok({ sent: true }) });
    renderAt('/auth/forgot-password', <ForgotPasswordPage />);
    const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link' })));

    await send();
    expect(document.querySelector('[data-field-error="email"]')).toHaveTextContent('This field is required.');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@example.com' } });
    await send();
    expect(api.callsOf('resetPassword')).toEqual([{ email: 'someone@example.com', captchaToken: 'captcha-token' }]);
    expect(screen.getByTestId('forgot-sent')).toHaveTextContent(
      'If an account exists for someone@example.com, we have sent it a link to choose a new password. ' +
        'The link is valid for 24 hours.',
    );
  });
});
