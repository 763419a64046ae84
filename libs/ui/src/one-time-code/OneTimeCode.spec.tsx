import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit } from '@shop/contracts';
import { initI18n, loadNamespace } from '@shop/i18n';
import { OneTimeCode } from './OneTimeCode';

/** The page's API client answering the calls a test names; answers the calls made, as they come. */
const fakeApi = (answers: Record<string, FakeAnswer>) => fakeShopApi(answers).calls;

const wrongCode = failed({ code: 10030, message: 'The code is wrong, please try again.' });

const theme = themeOf({
  theme: {
    primary: '#0b5ea8',
    primaryText: '#ffffff',
    accent: '#e2231a',
    surface: '#f4f7fb',
    text: '#1b2430',
    fontFamily: 'sans-serif',
  },
} as BusinessUnit);
const renderIn = (element: ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

/** Lets the fake calls answer and React settle. */
const settle = () => act(async () => undefined);

beforeAll(async () => {
  await initI18n({ languages: ['en', 'ar'], language: 'en' });
  // The field messages come with the area the code field is in.
  await loadNamespace('validation');
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OneTimeCode by SMS', () => {
  it('sends a code, then keeps resend off for 59 s with a visible countdown', async () => {
    const calls = fakeApi({ sendOtp: () => ok({ otpId: 'otp-id-000000000001' }) });
    renderIn(<OneTimeCode channel="sms" target="+971551234567" onConfirmed={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(calls).toEqual([{ name: 'sendOtp', input: { mobileNo: '+971551234567' } }]);
    expect(screen.getByTestId('otp-sent')).toHaveTextContent('We sent a 6-digit code by SMS to +971551234567.');
    expect(screen.getByText('+971551234567')).toHaveAttribute('dir', 'ltr');
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();

    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('You can ask for a new code in 59 s.');
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('in 1 s.');
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('otp-countdown')).not.toBeInTheDocument();
    expect(resend).toBeEnabled();

    fireEvent.click(resend);
    await settle();
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('shows a wrong code next to the code field, and a right one confirms and clears the error', async () => {
    const calls = fakeApi({
      sendOtp: () => ok({ otpId: 'otp-id-000000000002' }),
      confirmOtp: (input) => (input.otp === '654321' ? ok({ result: true }) : wrongCode),
    });
    const onConfirmed = jest.fn();
    renderIn(<OneTimeCode channel="sms" target="+971551234567" onConfirmed={onConfirmed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();

    const code = screen.getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await settle();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is wrong, please try again.'));
    expect(onConfirmed).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '654 321' } });
    expect(code).toHaveValue('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await settle();
    expect(calls.at(-1)).toEqual({
      name: 'confirmOtp',
      input: { mobileNo: '+971551234567', otpId: 'otp-id-000000000002', otp: '654321' },
    });
    expect(screen.getByTestId('otp-confirmed')).toHaveTextContent('Phone number confirmed.');
    expect(screen.queryByText('The code is wrong, please try again.')).not.toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalledWith({ id: 'otp-id-000000000002', target: '+971551234567' });
  });

  it('checks the code before calling: required, then 6 digits; Arabic digits count', async () => {
    const calls = fakeApi({
      sendOtp: () => ok({ otpId: 'otp-id-000000000003' }),
      confirmOtp: () => ok({ result: true }),
    });
    renderIn(<OneTimeCode channel="sms" target="+971551234567" onConfirmed={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(screen.getByText('The code is wrong, please try again.')).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['sendOtp']);

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '١٢٣٤٥٦' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    await settle();
    expect(calls.at(-1)?.input).toMatchObject({ otp: '123456' });
  });

  it('confirms with Enter without submitting the form around it', async () => {
    fakeApi({ sendOtp: () => ok({ otpId: 'otp-id-000000000004' }), confirmOtp: () => ok({ result: true }) });
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderIn(
      <form onSubmit={onSubmit}>
        <OneTimeCode channel="sms" target="+971551234567" onConfirmed={jest.fn()} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    const code = screen.getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '111222' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    await settle();
    expect(screen.getByTestId('otp-confirmed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failed send shows the error, forgets the number and tells the parent', async () => {
    fakeApi({
      sendOtp: () => ({
        ok: false,
        status: 400,
        error: {
          code: 40000,
          message: 'Invalid request: mobileNo: wrong phone number',
          issues: [{ path: 'mobileNo', message: 'wrong phone number', key: 'wrongPhone' }],
        },
      }),
    });
    const onSendFailed = jest.fn();
    renderIn(<OneTimeCode channel="sms" target="+97142345678" onConfirmed={jest.fn()} onSendFailed={onSendFailed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('wrong phone number');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onSendFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 40000 }));
  });

  it('sends nothing when the parent check fails, and starts over when the number changes', async () => {
    const calls = fakeApi({ sendOtp: () => ok({ otpId: 'otp-id-000000000005' }) });
    const { rerender } = renderIn(
      <OneTimeCode channel="sms" target="+971551234567" beforeSend={() => false} onConfirmed={jest.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(calls).toEqual([]);

    rerender(
      <ThemeProvider theme={theme}>
        <OneTimeCode channel="sms" target="+971551234567" onConfirmed={jest.fn()} />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <OneTimeCode channel="sms" target="+971551234500" onConfirmed={jest.fn()} />
      </ThemeProvider>,
    );
    await settle();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('names expired codes, too many tries and too many requests', async () => {
    const answers = [
      { code: 10031, text: 'The code has expired, please request a new one.' },
      { code: 10032, text: 'Too many wrong codes, please request a new one.' },
    ];
    for (const { code, text } of answers) {
      fakeApi({
        sendOtp: () => ok({ otpId: 'otp-id-000000000006' }),
        confirmOtp: () => ({ ok: false, status: 400, error: { code, message: 'server text' } }),
      });
      const { unmount } = renderIn(<OneTimeCode channel="sms" target="+971551234567" onConfirmed={jest.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await settle();
      fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
      await settle();
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(expect.stringContaining(text));
      unmount();
    }
    fakeApi({
      sendOtp: () => ({
        ok: false,
        status: 429,
        error: { code: 42900, message: 'Too many requests, please try again later.' },
      }),
    });
    renderIn(<OneTimeCode channel="sms" target="+971551234567" onConfirmed={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many codes were requested. Please wait a moment before asking again.',
    );
  });
});

describe('OneTimeCode by email', () => {
  it('uses the email calls: the typed code travels as token with its tokenId', async () => {
    const calls = fakeApi({
      sendEmailOtp: () => ok({ tokenId: 'email-token-00000001' }),
      confirmEmailOtp: () => ok({ result: true }),
    });
    const onConfirmed = jest.fn();
    renderIn(<OneTimeCode channel="email" target="layla@example.com" onConfirmed={onConfirmed} testId="email-otp" />);
    fireEvent.click(screen.getByTestId('email-otp-send'));
    await settle();
    expect(screen.getByTestId('email-otp-sent')).toHaveTextContent(
      'We sent a 6-digit code by email to layla@example.com.',
    );
    fireEvent.change(screen.getByTestId('email-otp-code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('email-otp-confirm'));
    await settle();
    expect(calls).toEqual([
      { name: 'sendEmailOtp', input: { email: 'layla@example.com' } },
      {
        name: 'confirmEmailOtp',
        input: { email: 'layla@example.com', token: '246810', tokenId: 'email-token-00000001' },
      },
    ]);
    expect(screen.getByTestId('email-otp-confirmed')).toHaveTextContent('Email address confirmed.');
    expect(onConfirmed).toHaveBeenCalledWith({ id: 'email-token-00000001', target: 'layla@example.com' });
  });
});
