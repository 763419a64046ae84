import { act, fireEvent, screen } from '@testing-library/react';
import type { ApiResult } from '@shop/api-client';
import {
  laylaProfile,
  memberService,
  ok,
  refused,
  renderAccountAt,
  settle,
  startAccountPage,
} from '../../../testing/account-test-kit';

const UNVERIFIED = laylaProfile({ isActivateAccount: 0 });
const stateOf = (verified: boolean, resendInSeconds = 0, lastSentAt: number | null = null) => ({
  email: UNVERIFIED.email,
  verified,
  lastSentAt,
  resendInSeconds,
});
const notYet = (resendInSeconds = 0, lastSentAt: number | null = null) =>
  ok(stateOf(false, resendInSeconds, lastSentAt));

beforeEach(async () => {
  await startAccountPage();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('email verification in the profile', () => {
  it('says a verified address is verified, with nothing to send', async () => {
    memberService();
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('email-verification-status')).toHaveTextContent('Verified');
    expect(screen.queryByTestId('email-verification-send')).not.toBeInTheDocument();
  });

  it('sends the link with a loading state, confirms it, then waits 59 s before another', async () => {
    jest.useFakeTimers();
    let answer: (result: ApiResult<{ tokenId: string }>) => void = () => undefined;
    const service = memberService({
      profile: UNVERIFIED,
      answers: {
        getEmailVerification: () => notYet(),
        sendEmailVerification: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('email-verification-status')).toHaveTextContent('Not verified');
    const button = screen.getByTestId('email-verification-send');
    expect(button).toHaveTextContent('Send verification link');
    fireEvent.click(button);
    await settle();
    expect(button).toHaveTextContent('Sending…');
    expect(button).toBeDisabled();
    expect(service.callsTo('sendEmailVerification')).toEqual([{ custId: '1001' }]);

    await act(async () => answer(ok({ tokenId: 'link-1' })));
    await settle();
    expect(screen.getByTestId('email-verification-sent')).toHaveTextContent(
      'We have sent a verification link to layla.haddad@example.com. Open it and approve to verify your address; ' +
        'it is valid for 24 hours.',
    );
    expect(button).toHaveTextContent('Send the link again');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('email-verification-wait')).toHaveTextContent('You can ask for a new link in 59 s.');
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(screen.getByTestId('email-verification-wait')).toHaveTextContent('in 29 s.');
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(screen.queryByTestId('email-verification-wait')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("keeps the server's timer after a reload of the page", async () => {
    memberService({ profile: UNVERIFIED, answers: { getEmailVerification: () => notYet(41, Date.now() - 18_000) } });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('email-verification-send')).toHaveTextContent('Send the link again');
    expect(screen.getByTestId('email-verification-send')).toBeDisabled();
    expect(screen.getByTestId('email-verification-wait')).toHaveTextContent('in 41 s.');
  });

  it('explains a send refused as too soon, and restarts the timer from the wait the server names', async () => {
    memberService({
      profile: UNVERIFIED,
      answers: {
        getEmailVerification: () => notYet(),
        sendEmailVerification: () => ({
          ok: false,
          status: 429,
          error: { code: 10131, message: 'Please wait before asking for a new email.', retryAfter: 40 },
        }),
      },
    });
    await renderAccountAt('/account/profile');
    fireEvent.click(screen.getByTestId('email-verification-send'));
    await settle();
    expect(screen.getByTestId('email-verification-error')).toHaveTextContent(
      'A link was sent a moment ago. Please wait 40 s before asking for another.',
    );
    expect(screen.getByTestId('email-verification-wait')).toHaveTextContent('in 40 s.');
  });

  it('shows the address verified when the server says it already is', async () => {
    memberService({
      profile: UNVERIFIED,
      answers: {
        getEmailVerification: () => notYet(),
        sendEmailVerification: () => refused(10041, 'This account has already been validated.'),
      },
    });
    await renderAccountAt('/account/profile');
    fireEvent.click(screen.getByTestId('email-verification-send'));
    await settle();
    expect(screen.getByTestId('email-verification-status')).toHaveTextContent('Verified');
  });

  it('reads the state again when the page comes back into view (the link was opened in another tab)', async () => {
    let verified = false;
    memberService({
      profile: UNVERIFIED,
      answers: { getEmailVerification: () => ok(stateOf(verified)) },
    });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('email-verification-status')).toHaveTextContent('Not verified');
    verified = true;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    expect(screen.getByTestId('email-verification-status')).toHaveTextContent('Verified');
  });

  it("shows a failed read with a retry, and the server's errors in the page's language", async () => {
    await startAccountPage({ language: 'ar' });
    let fail = true;
    memberService({
      profile: UNVERIFIED,
      answers: {
        getEmailVerification: () =>
          fail ? refused(1234, 'Seems there are something went wrong. Please try again or contact us.') : notYet(),
        sendEmailVerification: () => ({
          ok: false,
          status: 429,
          error: { code: 42900, message: 'Too many requests, please try again later.', retryAfter: 600 },
        }),
      },
    });
    await renderAccountAt('/account/profile');
    expect(screen.getByTestId('email-verification-failed')).toHaveTextContent(
      'تعذّر معرفة ما إذا كان بريدك الإلكتروني مُتحقَّقًا منه.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await settle();
    expect(screen.getByTestId('email-verification-status')).toHaveTextContent('لم يتم التحقق');
    fireEvent.click(screen.getByTestId('email-verification-send'));
    await settle();
    expect(screen.getByTestId('email-verification-error')).toHaveTextContent(
      'محاولات كثيرة جدًا من اتصالك. يُرجى المحاولة مرة أخرى بعد 10 دقيقة.',
    );
  });
});
