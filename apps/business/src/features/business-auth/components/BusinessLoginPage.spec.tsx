import { act, fireEvent, screen } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { failed, fakeShopApi, ok, renderAt, setUpBusinessTest } from '../../../testing/business-auth-test-kit';
import { BusinessLoginPage } from './BusinessLoginPage';

const captcha = {
  enabled: true,
  getToken: jest.fn(async () => 'captcha-1'),
  reset: jest.fn(),
  slotRef: () => undefined,
};
jest.mock('@shop/captcha/react', () => ({ useCaptcha: () => captcha, CaptchaSlot: () => null }));

const SESSION = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  custName: 'Boutique Lemaire SARL',
  custId: '100020',
  custType: 'B' as const,
  paymentType: '',
  isAdminSalesman: false,
  companyType: 1,
  idCardNo: '',
  businessVerification: 'pending' as const,
};

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

async function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

describe('the business sign-in page', () => {
  beforeEach(() => setUpBusinessTest());
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('checks the fields with the shared rules before calling', async () => {
    const api = fakeShopApi({});
    await renderAt('/auth/b2b/login', <BusinessLoginPage />);
    await signIn('', '');
    expect(fieldError('email')).toBe('This field is required.');
    expect(fieldError('password')).toBe('This field is required.');
    await signIn('achats@lemaire', 'x');
    expect(fieldError('email')).toBe('not valid email format');
    expect(api.calls).toEqual([]);
  });

  it('signs a business account in with the captcha and lands on /b2b with the verification state', async () => {
    const api = fakeShopApi({ b2bLogin: () => ok(SESSION) });
    await renderAt('/auth/b2b/login', <BusinessLoginPage />);
    await signIn(' achats@boutique-lemaire.fr ', 'Lemaire-2026');
    expect(api.callsOf('b2bLogin')).toEqual([
      expect.objectContaining({
        account: 'achats@boutique-lemaire.fr',
        password: 'Lemaire-2026',
        loginType: 'NL',
        captchaToken: 'captcha-1',
      }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/b2b');
    expect(sessionStore.getState().user).toMatchObject({ custType: 'B', businessVerification: 'pending' });
  });

  it('says why a sign-in is refused, in the form', async () => {
    fakeShopApi({
      b2bLogin: [
        () => failed(API_ERRORS.USE_INDIVIDUAL_LOGIN),
        () => failed({ code: 10001, message: 'Incorrect account or password.' }),
      ],
    });
    await renderAt('/auth/b2b/login', <BusinessLoginPage />);
    await signIn('camille.martin@example.com', 'GiftShop-Demo1');
    expect(screen.getByTestId('business-login-alert')).toHaveTextContent(
      'Individual accounts sign in on the login page.',
    );
    await signIn('camille.martin@example.com', 'Wrong-Pass1');
    expect(screen.getByTestId('business-login-alert')).toHaveTextContent('Incorrect account or password.');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('links to the password reset and to the registration', async () => {
    fakeShopApi({});
    await renderAt('/auth/b2b/login', <BusinessLoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/auth/b2b/register');
  });
});
