import { act, fireEvent, screen } from '@testing-library/react';
import { API_ERRORS, TWO_FA_LOCK_MS, type TwoFaChallenge } from '@shop/contracts';
import { SESSION, failed, fakeApi, ok, renderAt, setUpAuthTest } from '../testing/auth-test-kit';
import { TwoFactorStep } from './TwoFactorStep';

const CHALLENGE: TwoFaChallenge = {
  tokenId: 'challenge-1',
  channel: 'email',
  sentTo: 'l•••a@example.com',
  resendInSeconds: 59,
  expiresInSeconds: 600,
  attemptsLeft: 5,
};

const fieldError = () => document.querySelector('[data-field-error="code"]')?.textContent;
const resendButton = () => screen.getByRole('button', { name: /Send a new code|Sending/ });

async function renderStep(onSignedIn = jest.fn(async () => undefined), onCancel = jest.fn()) {
  renderAt(
    '/auth/login',
    <TwoFactorStep
      challenge={CHALLENGE}
      account={{ account: 'layla.haddad@example.com' }}
      buId="97"
      onSignedIn={onSignedIn}
      onCancel={onCancel}
    />,
  );
  await act(async () => undefined);
  return { onSignedIn, onCancel };
}

async function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
  });
}

/** Seconds pass on the fake clock, the countdown's stream ticking each one. */
async function wait(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
  }
}

describe('the two-factor code step', () => {
  beforeEach(async () => {
    await setUpAuthTest();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('says where the code went and asks for it before calling anything', async () => {
    const api = fakeApi({});
    await renderStep();
    expect(screen.getByRole('heading', { name: 'Enter your security code' })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-sent-to')).toHaveTextContent('l•••a@example.com');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'one-time-code');
    await enterCode('  ');
    expect(fieldError()).toBe('Please enter the code you received.');
    expect(api.callsOf('twoFaConfirmLogin')).toEqual([]);
  });

  it('confirms the code with the challenge and the account, then signs in', async () => {
    const api = fakeApi({ twoFaConfirmLogin: () => ok(SESSION) });
    const { onSignedIn } = await renderStep();
    await enterCode(' 123456 ');
    expect(api.callsOf('twoFaConfirmLogin')).toEqual([
      {
        account: 'layla.haddad@example.com',
        aggregatorBuId: '97',
        loginType: 'NL',
        twoFaTokenId: 'challenge-1',
        twoFaToken: '123456',
      },
    ]);
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ custName: 'Layla Haddad' }));
  });

  it('puts a wrong code next to the field, and the lock message after too many', async () => {
    const wrong = API_ERRORS.TWO_FA_CODE_WRONG;
    const locked = API_ERRORS.TWO_FA_LOCKED;
    fakeApi({
      twoFaConfirmLogin: [
        () => failed({ code: wrong.code, message: wrong.message }),
        () => failed({ code: locked.code, message: locked.message }),
      ],
    });
    const { onSignedIn } = await renderStep();
    await enterCode('000000');
    expect(fieldError()).toBe('The code is wrong, please try again.');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Security code')).toHaveFocus();
    await enterCode('111111');
    expect(fieldError()).toBe(
      `Too many wrong codes. Sign-in with a code is locked for ${TWO_FA_LOCK_MS / 60_000} minutes; try again later.`,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers a new code only after the 59 s timer, then counts down again', async () => {
    const api = fakeApi({ twoFaResend: () => ok({ ...CHALLENGE, tokenId: 'challenge-2' }) });
    await renderStep();
    expect(resendButton()).toBeDisabled();
    expect(screen.getByTestId('two-factor-countdown')).toHaveTextContent('You can ask for a new code in 59 s.');
    await wait(58);
    expect(screen.getByTestId('two-factor-countdown')).toHaveTextContent('You can ask for a new code in 1 s.');
    expect(resendButton()).toBeDisabled();
    await wait(1);
    expect(screen.getByTestId('two-factor-countdown')).toBeEmptyDOMElement();
    expect(resendButton()).toBeEnabled();

    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(api.callsOf('twoFaResend')).toEqual([{ twoFaTokenId: 'challenge-1' }]);
    expect(screen.getByTestId('two-factor-resent')).toHaveTextContent('A new code is on its way.');
    expect(resendButton()).toBeDisabled();
    expect(screen.getByTestId('two-factor-countdown')).toHaveTextContent('You can ask for a new code in 59 s.');
  });

  it('confirms a resent code with the new challenge', async () => {
    const api = fakeApi({
      twoFaResend: () => ok({ ...CHALLENGE, tokenId: 'challenge-2' }),
      twoFaConfirmLogin: () => ok(SESSION),
    });
    await renderStep();
    await wait(59);
    await act(async () => {
      fireEvent.click(resendButton());
    });
    await enterCode('654321');
    expect(api.callsOf('twoFaConfirmLogin')).toEqual([expect.objectContaining({ twoFaTokenId: 'challenge-2' })]);
  });

  it('says why no new code can be sent, and goes back to the password form on request', async () => {
    const tooMany = API_ERRORS.TWO_FA_TOO_MANY_SENDS;
    fakeApi({ twoFaResend: () => failed({ code: tooMany.code, message: tooMany.message }) });
    const { onCancel } = await renderStep();
    await wait(59);
    await act(async () => {
      fireEvent.click(resendButton());
    });
    expect(screen.getByTestId('two-factor-alert')).toHaveTextContent(
      'No more codes can be sent for this sign-in, please sign in again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
