import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetLogin } from '../api/remembered-login';
import { forgetSocialMediaName, keepSocialMediaName } from '../api/social-media-name';
import { forgetCountryLists } from '../hooks/use-country-list';
import { COUNTRY_LIST, failed, fakeApi, ok, renderAt, setUpAuthTest, testUnit } from '../testing/auth-test-kit';
import { AuthPage } from './AuthPage';

const captcha = {
  enabled: true,
  getToken: jest.fn(async () => 'captcha-token'),
  reset: jest.fn(),
  slotRef: () => undefined,
};
jest.mock('@shop/captcha/react', () => ({ useCaptcha: () => captcha, CaptchaSlot: () => null }));
// jsdom's Web Crypto digest never settles; the challenge itself is checked in pkce.spec.ts (node).
jest.mock('../api/pkce', () => ({
  makeCodeVerifier: () => 'v'.repeat(64),
  codeChallengeOf: async () => 'c'.repeat(43),
}));

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openAuthPage(path = '/auth/login') {
  renderAt(path, <AuthPage />, '/auth/login');
  await act(async () => undefined);
}

describe('the login and registration page', () => {
  beforeEach(() => {
    forgetLogin();
    forgetCountryLists();
  });

  it('opens on the login tab; the register tab is a tab of the same page', async () => {
    await setUpAuthTest();
    fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    await openAuthPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in or create an account');
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('login-form')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Log in' }), { key: 'ArrowRight' });
    await act(async () => undefined);
    expect(screen.getByRole('tab', { name: 'Create an account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Create an account' })).toHaveFocus();
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });

  it('starts the registration from the name a social provider gave', async () => {
    await setUpAuthTest();
    fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    keepSocialMediaName('97', { firstName: 'Amira', lastName: 'Nassar', email: 'amira.nassar@gmail.test' });
    await openAuthPage('/auth/login?tab=register');
    expect(screen.getByLabelText('First name')).toHaveValue('Amira');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nassar');
    expect(screen.getByLabelText('Email')).toHaveValue('amira.nassar@gmail.test');
    expect(screen.getByLabelText('Confirm email')).toHaveValue('amira.nassar@gmail.test');
    forgetSocialMediaName('97');
  });

  it('checks the registration fields with the shared rules and shows the password checklist', async () => {
    await setUpAuthTest();
    const api = fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    await openAuthPage('/auth/login?tab=register');
    type('First name', 'Layla2');
    type('Email', 'new.customer@example.com');
    type('Confirm email', 'other@example.com');
    type(/^Password/, 'lowercase only');
    const checklist = screen.getByTestId('password-checklist');
    expect(within(checklist).getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(within(checklist).getByText('At least 1 uppercase').closest('li')).toHaveAttribute('data-met', 'false');
    type('Mobile number (optional)', '12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    });
    expect(fieldError('firstName')).toBe('This field cannot accept numbers.');
    expect(fieldError('lastName')).toBe('This field is required.');
    expect(fieldError('confirmEmail')).toBe('The emails do not match.');
    expect(fieldError('password')).toBe('At least 1 uppercase');
    expect(fieldError('phone.number')).toBe('wrong phone number');
    expect(api.callsOf('register')).toEqual([]);
  });

  it('registers, then shows the login form saying where the confirmation link went', async () => {
    await setUpAuthTest();
    const api = fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      register: () => ok({ registerType: 'EM', emailSent: true, returnUrl: null }),
    });
    await openAuthPage('/auth/login?tab=register');
    type('First name', 'Noor');
    type('Last name', 'Saleh');
    type('Email', 'noor.saleh@example.com');
    type('Confirm email', 'noor.saleh@example.com');
    type(/^Password/, 'GiftShop-2026');
    type('Mobile number (optional)', '050 123 4567');
    fireEvent.click(screen.getByLabelText('Send me news and offers from Marjan Market by email'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    });
    expect(api.callsOf('register')).toEqual([
      {
        aggregatorBuId: '97',
        email: 'noor.saleh@example.com',
        firstName: 'Noor',
        lastName: 'Saleh',
        password: 'GiftShop-2026',
        registerType: 'EM',
        mobileNo: '+971501234567',
        isSubscription: true,
        captchaToken: 'captcha-token',
      },
    ]);
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      'We have sent a confirmation link to noor.saleh@example.com. Open it to activate your account, then log in.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('noor.saleh@example.com');
  });

  it('asks a unit with phone verification to confirm the given mobile number with a code first', async () => {
    await setUpAuthTest(testUnit({}, { phoneVerification: true }));
    const api = fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      sendOtp: () => ok({ otpId: 'otp_0123456789abcdef' }),
      confirmOtp: () => ok({ result: true }),
      register: () => ok({ registerType: 'EM', emailSent: true, returnUrl: null }),
    });
    await openAuthPage('/auth/login?tab=register');
    type('First name', 'Noor');
    type('Last name', 'Saleh');
    type('Email', 'noor.saleh@example.com');
    type('Confirm email', 'noor.saleh@example.com');
    type(/^Password/, 'GiftShop-2026');
    type('Mobile number (optional)', '050 123 4567');
    const createAccount = () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create my account' })));
    await createAccount();
    expect(fieldError('phone.number')).toBe(
      'Confirm your mobile number with the code we send to it before creating your account.',
    );
    expect(api.callsOf('register')).toEqual([]);

    await act(async () => fireEvent.click(screen.getByTestId('register-phone-otp-send')));
    expect(api.callsOf('sendOtp')).toEqual([{ mobileNo: '+971501234567' }]);
    fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('register-phone-otp-confirm')));
    expect(api.callsOf('confirmOtp')).toEqual([
      { mobileNo: '+971501234567', otpId: 'otp_0123456789abcdef', otp: '123456' },
    ]);
    expect(screen.getByTestId('register-phone-otp-confirmed')).toHaveTextContent('Phone number confirmed.');

    await createAccount();
    // The confirmed code goes with the number: the server spends it, so the check is not the page's alone.
    expect(api.callsOf('register')).toEqual([
      expect.objectContaining({ mobileNo: '+971501234567', otpId: 'otp_0123456789abcdef' }),
    ]);
  });

  it('starts a social sign-in with a PKCE challenge and keeps the verifier in this tab', async () => {
    await setUpAuthTest();
    const api = fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      // jsdom follows only a hash change; a real provider's address is another origin.
      getOauthLoginInfo: () => ok({ returnUrl: 'http://localhost/#authorize', state: 's1' }),
    });
    await openAuthPage('/auth/login?next=%2Fbuying-self');
    expect(screen.getAllByRole('button', { name: /^Continue with/ }).map((button) => button.textContent)).toEqual([
      'Continue with Facebook',
      'Continue with Google',
      'Continue with Apple',
    ]);
    expect(screen.queryByText(/not available/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(api.callsOf('getOauthLoginInfo')).toHaveLength(1));
    const [request] = api.callsOf('getOauthLoginInfo') as { codeChallenge: string; redirectUri: string }[];
    expect(request).toEqual(
      expect.objectContaining({ loginType: 'GOOGLE', redirectUri: 'http://localhost/auth/oauth/callback' }),
    );
    expect(request.codeChallenge).toBe('c'.repeat(43));
    await waitFor(() => expect(sessionStorage.getItem('shop:pendingSocialSignIn')).not.toBeNull());
    expect(window.location.hash).toBe('#authorize');
    const pending = JSON.parse(sessionStorage.getItem('shop:pendingSocialSignIn') ?? '{}');
    expect(pending).toEqual(expect.objectContaining({ loginType: 'GOOGLE', next: '/buying-self' }));
    expect(pending.codeVerifier).toBe('v'.repeat(64));
  });

  it('says so when the provider cannot be reached', async () => {
    await setUpAuthTest();
    fakeApi({
      getCountryCodes: () => ok({ countryList: COUNTRY_LIST }),
      getOauthLoginInfo: () =>
        failed({ code: 10100, message: 'This sign-in service cannot be reached just now.' }, 503),
    });
    await openAuthPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByTestId('social-failed')).toHaveTextContent(
      'Signing in with Apple could not start. Please try again in a moment.',
    );
  });

  it("sends a unit that signs in only through its portal to the portal's sign-in page", async () => {
    const sso = {
      issuer: 'portal',
      audience: 'shop',
      keys: [{ kty: 'EC' as const, kid: 'k1' }],
      backUrlOrigins: [],
      aggregatorBus: [],
    };
    await setUpAuthTest(testUnit({ memberShip: 'SSO', sso: { ...sso, loginUrl: '/identity-sandbox/portal/97' } }));
    fakeApi({});
    await openAuthPage();
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with single sign-on' })).toHaveAttribute(
      'href',
      'http://localhost/identity-sandbox/portal/97?return=http%3A%2F%2Flocalhost%2Fsso',
    );
  });

  it('offers the business login only on a unit with B2B', async () => {
    await setUpAuthTest(testUnit({}, { b2b: true }));
    fakeApi({ getCountryCodes: () => ok({ countryList: COUNTRY_LIST }) });
    await openAuthPage();
    expect(screen.getByTestId('business-login-link')).toHaveAttribute('href', '/auth/b2b/login');
  });
});
