import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import { failed, fakeApi, ok, renderAt, setUpAuthTest, testUnit } from '../testing/auth-test-kit';
import { ResetPasswordPage } from './ResetPasswordPage';

// Each test opens its own link: a page checks a link's token once for its lifetime.
let TOKEN_ID = '';
let links = 0;

async function openResetLink(path: string) {
  renderAt(`${path}?tokenId=${TOKEN_ID}`, <ResetPasswordPage />);
  await act(async () => undefined);
}

async function chooseNewPassword(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: confirmation } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  });
}

describe('the reset password page', () => {
  beforeEach(async () => {
    links += 1;
    TOKEN_ID = `tok_0123456789abcdefghij_${links}`;
    await setUpAuthTest(testUnit({}, { b2b: true, salesman: true }));
  });

  it.each([
    ['/auth/reset-password', 'C', '/auth/login'],
    ['/auth/b2b/reset-password', 'B', '/auth/b2b/login'],
    ['/auth/salesman/reset-password', 'S', '/auth/salesman/login'],
  ])('on %s checks the token, resets a %s account and goes to its login page', async (path, memberType, loginPath) => {
    const api = fakeApi({
      confirmToken: () => ok({ token: 'reset_token_0123456789', memberType: 'C', accountId: '1001' }),
      confirmReset: () => ok({ reset: true }),
    });
    await openResetLink(path);
    expect(api.callsOf('confirmToken')).toEqual([{ tokenId: TOKEN_ID }]);
    await chooseNewPassword('NewSecret-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(loginPath));
    expect(api.callsOf('confirmReset')).toEqual([
      { newPassword: 'NewSecret-2026', accountId: '1001', token: 'reset_token_0123456789', memberType },
    ]);
  });

  it('shows the password rules and a mismatch next to the fields, without calling', async () => {
    const api = fakeApi({
      confirmToken: () => ok({ token: 'reset_token_0123456789', memberType: 'C', accountId: '1001' }),
    });
    await openResetLink('/auth/reset-password');
    await chooseNewPassword('short', 'other');
    expect(document.querySelector('[data-field-error="newPassword"]')).toHaveTextContent('At least 8 characters');
    expect(document.querySelector('[data-field-error="confirmPassword"]')).toHaveTextContent(
      'The passwords do not match.',
    );
    expect(api.callsOf('confirmReset')).toEqual([]);
  });

  it('says an invalid link is invalid and offers to ask again', async () => {
    fakeApi({
      confirmToken: () =>
        failed({ code: API_ERRORS.RESET_LINK_INVALID.code, message: API_ERRORS.RESET_LINK_INVALID.message }),
    });
    await openResetLink('/auth/reset-password');
    expect(screen.getByTestId('reset-error')).toHaveTextContent('The reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});
