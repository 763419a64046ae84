import { act, fireEvent, screen } from '@testing-library/react';
import { SALESMAN_API_ERRORS } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { JULIEN, failed, ok, renderSalesmanPage, settle, startSalesmanPage } from '../../../testing/salesman-test-kit';
import { SalesmanLoginPage } from './SalesmanLoginPage';

jest.mock('@shop/captcha/react', () => ({
  useCaptcha: () => ({
    enabled: false,
    getToken: async () => undefined,
    reset: () => undefined,
    slotRef: () => undefined,
  }),
  CaptchaSlot: () => null,
}));

async function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
  await settle();
}

describe('the salesman sign-in page', () => {
  it('signs a salesman in with salesmanLogin and lands on his customers', async () => {
    const api = await startSalesmanPage({ user: null, answers: { salesmanLogin: () => ok(JULIEN) } });
    await renderSalesmanPage('/auth/salesman/login', <SalesmanLoginPage />);
    await signIn(' julien.moreau@maison-cadeaux.com ', 'GiftShop-Demo1');
    expect(api.callsOf('salesmanLogin')).toEqual([
      expect.objectContaining({ account: 'julien.moreau@maison-cadeaux.com', loginType: 'NL' }),
    ]);
    expect(sessionStore.getState().user).toMatchObject({ custType: 'S', custId: '3001' });
    expect(screen.getByTestId('landed')).toHaveTextContent('/salesman');
  });

  it('says why another kind of account is refused, and checks the fields before calling', async () => {
    const api = await startSalesmanPage({
      user: null,
      answers: { salesmanLogin: () => failed(SALESMAN_API_ERRORS.SALESMAN_LOGIN_ONLY) },
    });
    await renderSalesmanPage('/auth/salesman/login', <SalesmanLoginPage />);
    await signIn('', '');
    expect(document.querySelector('[data-field-error="email"]')).toHaveTextContent('This field is required.');
    expect(api.calls).toEqual([]);
    await signIn('achats@atelier-durand.com', 'GiftShop-Demo1');
    expect(screen.getByRole('alert')).toHaveTextContent(/Only salesmen sign in here/);
    expect(sessionStore.getState().user).toBeNull();
  });
});
