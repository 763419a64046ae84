import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ERRORS, LOGIN_LOCK_MS } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { pageLoads } from '../api/page-loads';
import { readRememberedLogin, rememberLogin, forgetLogin } from '../api/remembered-login';
import { forgetCountryLists } from '../hooks/use-country-list';
import {
  COUNTRY_LIST,
  SESSION,
  failed,
  fakeApi,
  ok,
  renderAt,
  setUpAuthTest,
  testUnit,
} from '../testing/auth-test-kit';
import { LoginForm } from './LoginForm';

const captcha = { enabled: true, getToken: jest.fn(), reset: jest.fn(), slotRef: () => undefined };
jest.mock('@shop/captcha/react', () => ({ useCaptcha: () => captcha, CaptchaSlot: () => null }));
// jsdom's Web Crypto digest never settles; the hash itself is checked in browser-fingerprint.spec.ts (node).
jest.mock('../api/browser-fingerprint', () => ({
  ...jest.requireActual('../api/browser-fingerprint'),
  fingerprintHashOf: async () => 'f'.repeat(64),
}));

function fieldError(name: string) {
  return document.querySelector(`[data-field-error="${name}"]`)?.textContent;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

async function renderLogin(next = '/') {
  renderAt('/auth/login', <LoginForm next={next} />);
  // The country list arrives after the first render.
  await act(async () => undefined);
}

/** Sends the email form with a wrong password, which the API refuses with `error`; `answers` adds calls. */
async function sendRefusedLogin(error: { code: number; message: string }, answers: Parameters<typeof fakeApi>[0] = {}) {
  fakeApi({
    getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
    ...answers,
    login: () => failed({ code: error.code, message: error.message }),
  });
  await renderLogin();
  type('Email address', 'layla.haddad@example.com');
  type(/^Password/, 'Wrong-password1');
  await submit();
}

describe('the login form', () => {
  let cart: Awaited<ReturnType<typeof setUpAuthTest>>;
  beforeEach(async () => {
    cart = await setUpAuthTest();
    forgetLogin();
    forgetCountryLists();
    let token = 0;
    captcha.getToken.mockReset().mockImplementation(async () => `captcha-${(token += 1)}`);
    captcha.reset.mockReset();
    captcha.enabled = true;
  });
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it("shows the validation rules' messages next to the fields, and calls nothing", async () => {
    const api = fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    await renderLogin();
    await submit();
    expect(fieldError('email')).toBe('This field is required.');
    expect(fieldError('password')).toBe('This field is required.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    type('Email address', 'layla@example');
    await submit();
    expect(fieldError('email')).toBe('not valid email format');
    expect(api.callsOf('login')).toEqual([]);
  });

  it('places the server’s field errors next to the field they name (account → email)', async () => {
    fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      login: () =>
        failed({
          code: API_ERRORS.INVALID_REQUEST.code,
          message: 'Invalid request',
          issues: [
            {
              path: 'account',
              message: 'The field you entered may contain illegal attack characters',
              key: 'attackCharacters',
            },
          ],
        }),
    });
    await renderLogin();
    type('Email address', 'layla.haddad@example.com');
    type(/^Password/, 'GiftShop-Demo1');
    await submit();
    expect(fieldError('email')).toBe('The field you entered may contain illegal attack characters');
    expect(screen.queryByTestId('login-alert')).toBeNull();
  });

  it.each([
    [API_ERRORS.LOGIN_FAILED, 'Incorrect account or password.'],
    [API_ERRORS.ACCOUNT_NOT_ACTIVE, 'Please confirm your email address before signing in.'],
    [
      API_ERRORS.ACCOUNT_LOCKED,
      `Too many failed sign-in attempts. Your account is locked for ${LOGIN_LOCK_MS / 60_000} minutes; ` +
        'try again later or reset your password.',
    ],
  ])('shows error %p in the form alert', async (error, text) => {
    await sendRefusedLogin(error);
    expect(within(screen.getByTestId('login-alert')).getByRole('alert')).toHaveTextContent(text);
    expect(sessionStore.getState().user).toBeNull();
  });

  it("drops a refused login's message when the visitor changes the way of signing in", async () => {
    await sendRefusedLogin(API_ERRORS.LOGIN_FAILED);
    expect(screen.getByTestId('login-alert')).toHaveTextContent('Incorrect account or password.');
    fireEvent.click(screen.getByLabelText('Mobile'));
    await waitFor(() => expect(screen.queryByTestId('login-alert')).toBeNull());
  });

  it('resets the captcha and tries once more, silently, when the server refuses the token (80000)', async () => {
    const api = fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      login: [
        () => failed({ code: API_ERRORS.CAPTCHA_TURNSTILE.code, message: API_ERRORS.CAPTCHA_TURNSTILE.message }),
        () => ok(SESSION),
      ],
    });
    await renderLogin('/account');
    type('Email address', 'layla.haddad@example.com');
    type(/^Password/, 'GiftShop-Demo1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(api.callsOf('login').map((input) => input['captchaToken'])).toEqual(['captcha-1', 'captcha-2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the check failed, in the form, when the token is refused twice (80001)', async () => {
    const refused = () =>
      failed({ code: API_ERRORS.CAPTCHA_RECAPTCHA.code, message: API_ERRORS.CAPTCHA_RECAPTCHA.message });
    const api = fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }), login: [refused, refused] });
    await renderLogin();
    type('Email address', 'layla.haddad@example.com');
    type(/^Password/, 'GiftShop-Demo1');
    await submit();
    expect(api.callsOf('login')).toHaveLength(2);
    expect(screen.getByTestId('login-alert')).toHaveTextContent('The security check failed. Please try again.');
    // Reset again, so the next try starts a new check.
    expect(captcha.reset).toHaveBeenCalledTimes(2);
  });

  describe('on a unit without a captcha widget (the traditional token, decision 0058)', () => {
    const signed = { sign: 's'.repeat(43), timestamp: 1_790_000_000_000 };
    let reload: jest.SpyInstance;
    beforeEach(() => {
      captcha.enabled = false;
      reload = jest.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
    });
    afterEach(() => {
      reload.mockRestore();
      jest.useRealTimers();
    });

    it('signs the fingerprint, sends it as the traditional token and signs in', async () => {
      const api = fakeApi({
        getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
        sign: () => ok(signed),
        login: () => ok(SESSION),
      });
      await renderLogin('/account');
      type('Email address', 'layla.haddad@example.com');
      type(/^Password/, 'GiftShop-Demo1');
      await submit();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
      expect(api.callsOf('sign')).toEqual([
        {
          hash: 'f'.repeat(64),
          components: {
            fonts: expect.any(Array),
            screenResolution: expect.stringMatching(/^\d+x\d+$/),
            platform: expect.any(String),
          },
        },
      ]);
      expect(api.callsOf('login')).toEqual([
        expect.objectContaining({ traditionalToken: `${signed.timestamp}.${'f'.repeat(64)}.${signed.sign}` }),
      ]);
    });

    it('shows a refused login and reloads the page 1.5 s later, where the form says it again', async () => {
      jest.useFakeTimers();
      await sendRefusedLogin(API_ERRORS.LOGIN_FAILED, { sign: () => ok(signed) });
      expect(screen.getByTestId('login-alert')).toHaveTextContent('Incorrect account or password.');
      // Until the reload nothing can be typed or sent: it would be lost with the page.
      expect(screen.getByLabelText(/^Password/)).toBeDisabled();
      expect(screen.getByLabelText('Email address')).toBeDisabled();
      expect(screen.getByTestId('login-submit')).toBeDisabled();
      act(() => jest.advanceTimersByTime(1499));
      expect(reload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);

      // The reloaded page's form: the message and the account are there again, the password is not.
      cleanup();
      await renderLogin();
      expect(screen.getByTestId('login-alert')).toHaveTextContent('Incorrect account or password.');
      expect(screen.getByLabelText('Email address')).toHaveValue('layla.haddad@example.com');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('');
      // Once: a later visit opens blank.
      cleanup();
      await renderLogin();
      expect(screen.queryByTestId('login-alert')).toBeNull();
      expect(screen.getByLabelText('Email address')).toHaveValue('');
    });

    it('says so in the form when the fingerprint cannot be signed, and sends no login', async () => {
      const api = fakeApi({
        getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
        sign: () => failed({ code: API_ERRORS.GENERIC.code, message: API_ERRORS.GENERIC.message }),
      });
      await renderLogin();
      type('Email address', 'layla.haddad@example.com');
      type(/^Password/, 'GiftShop-Demo1');
      await submit();
      expect(screen.getByTestId('login-alert')).not.toBeEmptyDOMElement();
      expect(api.callsOf('login')).toEqual([]);
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('never reloads after a refused login without a traditional token', async () => {
    jest.useFakeTimers();
    const reload = jest.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
    await sendRefusedLogin(API_ERRORS.LOGIN_FAILED);
    act(() => jest.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByTestId('login-alert')).toHaveTextContent('Incorrect account or password.');
    // The form stays open for the next try.
    expect(screen.getByLabelText(/^Password/)).toBeEnabled();
    reload.mockRestore();
    jest.useRealTimers();
  });

  it('shows the other ways to sign in under the form, and not while a two-factor code is awaited', async () => {
    await setUpAuthTest(testUnit({}, { twoFactor: true }));
    fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      twofaLogin: () =>
        ok({
          tokenId: 'challenge-1',
          channel: 'email',
          sentTo: 'l•••a@example.com',
          resendInSeconds: 59,
          expiresInSeconds: 600,
          attemptsLeft: 5,
        }),
    });
    renderAt('/auth/login', <LoginForm next="/" otherWays={<p>Other ways</p>} />);
    await act(async () => undefined);
    expect(screen.getByText('Other ways')).toBeInTheDocument();
    type('Email address', 'layla.haddad@example.com');
    type(/^Password/, 'GiftShop-Demo1');
    await submit();
    await screen.findByTestId('two-factor-form');
    expect(screen.queryByText('Other ways')).not.toBeInTheDocument();
  });

  it('signs in, merges the server cart, remembers the email and goes on to next', async () => {
    const api = fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }), login: () => ok(SESSION) });
    await renderLogin('/buying-self/checkout');
    type('Email address', ' layla.haddad@example.com ');
    type(/^Password/, 'GiftShop-Demo1');
    fireEvent.click(screen.getByLabelText('Remember me'));
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/buying-self/checkout'));
    expect(api.callsOf('login')[0]).toMatchObject({
      account: 'layla.haddad@example.com',
      password: 'GiftShop-Demo1',
      loginType: 'NL',
      captchaToken: 'captcha-1',
    });
    expect(sessionStore.getState().user).toMatchObject({
      custId: '1001',
      custName: 'Layla Haddad',
      accessToken: 'access-1',
    });
    expect(cart.serverCart.fetch).toHaveBeenCalled();
    expect(cart.serverCart.save).toHaveBeenCalled();
    expect(readRememberedLogin()).toEqual({
      email: 'layla.haddad@example.com',
      areaCode: undefined,
      mobileNumber: undefined,
    });
  });

  it('signs in with a mobile number and area code, sent in international form', async () => {
    const api = fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }), login: () => ok(SESSION) });
    await renderLogin();
    fireEvent.click(screen.getByLabelText('Mobile'));
    await screen.findByRole('option', { name: /France/ });
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+33' } });
    type('Mobile number', '01 40 00 00 00');
    type(/^Password/, 'GiftShop-Demo1');
    await submit();
    // A fixed line is refused for a consumer's sign-in, as the server does.
    expect(fieldError('phone.number')).toBe('wrong phone number');

    type('Mobile number', '06 12 34 56 78');
    await submit();
    await waitFor(() => expect(api.callsOf('login')).toHaveLength(1));
    expect(api.callsOf('login')[0]).toMatchObject({ mobileNo: '+33612345678', password: 'GiftShop-Demo1' });
    expect(api.callsOf('login')[0]).not.toHaveProperty('account');
  });

  it('opens with the remembered mobile number and area code', async () => {
    rememberLogin({ areaCode: '+33', mobileNumber: '612345678' });
    fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    await renderLogin();
    await screen.findByRole('option', { name: /France/ });
    expect(screen.getByLabelText('Mobile')).toBeChecked();
    expect(screen.getByLabelText('Country code')).toHaveValue('+33');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('612345678');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('starts the area code at the unit country', async () => {
    fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    await renderLogin();
    fireEvent.click(screen.getByLabelText('Mobile'));
    await screen.findByRole('option', { name: /United Arab Emirates/ });
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+971'));
  });
});
