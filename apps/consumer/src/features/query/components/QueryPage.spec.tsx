import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { brandStore } from '@shop/brand';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { changeLanguage, i18n, initI18n } from '@shop/i18n';
import { sessionStore } from '@shop/session';
import { QueryPage } from './QueryPage';

const unit = demoUnit97();
const CARD = {
  cardNumber: '************9876',
  cardBalance: 7550,
  currency: 'AED',
  isAllowPartialRedeem: true,
  subPayDesc: '',
  suitedItemCode: [],
  isThirdPartyCoupon: false,
  expiresAt: '2027-11-23T00:00:00.000Z',
};

async function settle() {
  for (let round = 0; round < 5; round += 1) await act(async () => undefined);
}

async function openPage(answer: FakeAnswer | FakeAnswer[], language: 'en' | 'ar' = 'en', shown = unit) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'ar'], language });
  else await changeLanguage(language);
  brandStore.getState().setUnit(shown, '');
  sessionStore.setState({ buId: unit.buId, user: null });
  const { callsOf } = fakeShopApi({ queryCard: answer });
  render(
    <ThemeProvider theme={themeOf(unit)}>
      <MemoryRouter initialEntries={['/query']}>
        <QueryPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  await settle();
  return { calls: () => callsOf('queryCard') };
}

async function ask(cardNumber: string, pinCode: string) {
  fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: pinCode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
  await settle();
}

describe('card balance page', () => {
  it('asks the card with its number and PIN and shows its balance and validity', async () => {
    const { calls } = await openPage(() => ok(CARD));
    expect(screen.getByRole('heading', { level: 1, name: 'Check your card balance' })).toBeInTheDocument();
    await ask('4000 1234 1234 9876', ' 012345 ');
    expect(calls()).toEqual([
      { cardNumber: '4000123412349876', pinCode: '012345', custId: undefined, captchaToken: undefined },
    ]);
    const heading = screen.getByRole('heading', { level: 2, name: 'Card •••• 9876' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('query-balance')).toHaveTextContent(/AED\s75\.50/);
    expect(screen.getByTestId('query-valid-until')).toHaveTextContent('2027');
    // The PIN does not stay in the form.
    expect(screen.getByLabelText('PIN code')).toHaveValue('');
  });

  it('needs both fields, said next to each', async () => {
    const { calls } = await openPage(() => ok(CARD));
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    await settle();
    expect(screen.getByLabelText('Gift card number')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('This field is required.');
    expect(calls()).toHaveLength(0);
  });

  it('a wrong number or PIN is said at the number, which gets the focus', async () => {
    await openPage(() =>
      failed({
        code: 11001,
        message: 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.',
      }),
    );
    await ask('4000123412349876', '999999');
    const number = screen.getByLabelText('Gift card number');
    expect(number).toHaveAccessibleDescription(/The card number or PIN code is wrong/);
    expect(number).toHaveFocus();
    expect(screen.queryByTestId('query-result')).not.toBeInTheDocument();
  });

  it('shows the card restriction, and checks another card', async () => {
    await openPage(() => ok({ ...CARD, subPayDesc: 'Marjan stores' }));
    await ask('4000123412349876', '012345');
    expect(screen.getByTestId('query-result')).toHaveTextContent('Only forMarjan stores');
    fireEvent.click(screen.getByRole('button', { name: 'Check another card' }));
    await settle();
    expect(screen.queryByTestId('query-result')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Gift card number')).toHaveFocus();
  });

  it('asks for the captcha only when the server does, then checks the card with its token', async () => {
    const withCaptcha = { ...unit, captcha: { provider: 'cloudflare' as const, siteKey: 'site-97', test: true } };
    const tokens = jest.fn(async () => ({ ok: true, json: async () => ({ token: 'solved-1', expiresIn: 120 }) }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = tokens as unknown as typeof fetch;
    try {
      const asked = failed({
        code: 80000,
        message: 'Captcha verification failed.',
        issues: [{ path: 'captchaToken', message: 'This field is required.' }],
      });
      const { calls } = await openPage([() => asked, () => ok(CARD)], 'en', withCaptcha);
      expect(tokens).not.toHaveBeenCalled();
      await ask('4000123412349876', '012345');
      expect(calls().map((call) => call.captchaToken)).toEqual([undefined, 'solved-1']);
      expect(screen.getByTestId('query-captcha-asked')).toHaveTextContent('we need a quick security check');
      expect(screen.getByTestId('query-balance')).toHaveTextContent(/AED\s75\.50/);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('says too many look-ups about the form, with the real time left, not at the number', async () => {
    const limited = { code: 42900, message: 'Too many requests. Retry in 13 minutes.', retryAfter: 754 };
    await openPage(() => failed(limited, 429));
    await ask('4000123412349876', '012345');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts from your connection. Please try again in 13 min.',
    );
    expect(screen.getByLabelText('Gift card number')).not.toHaveAccessibleDescription(/Too many/);
  });

  it('reads in Arabic', async () => {
    await openPage(() => ok(CARD), 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'تحقق من رصيد بطاقتك' })).toBeInTheDocument();
    await act(async () => void changeLanguage('en'));
  });
});
