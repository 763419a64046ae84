import { act, screen } from '@testing-library/react';
import { API_ERRORS } from '@shop/contracts';
import { sessionStore } from '@shop/session';
import { SESSION, failed, fakeApi, ok, renderAt, setUpAuthTest } from '../testing/auth-test-kit';
import { keepSocialMediaName, readSocialMediaName } from '../api/social-media-name';
import { ConfirmRegistrationPage } from './ConfirmRegistrationPage';

let link = 0;
async function openConfirmationLink(query?: string) {
  link += 1;
  renderAt(
    `/auth/confirm?${query ?? `accountId=${40 + link}&verifyToken=verify_token_0123456789_${link}&registerType=EM`}`,
    <ConfirmRegistrationPage />,
  );
  await act(async () => undefined);
}

describe('the registration confirmation page (the emailed link)', () => {
  afterEach(() => act(() => sessionStore.getState().signOut()));

  it('confirms, signs the customer in, merges the cart and offers the way on', async () => {
    const { serverCart } = await setUpAuthTest();
    const api = fakeApi({ registerConfirmation: () => ok({ ...SESSION, custName: 'Noor Saleh' }) });
    await openConfirmationLink();
    expect(api.callsOf('registerConfirmation')).toEqual([
      { accountId: String(40 + link), verifyToken: `verify_token_0123456789_${link}`, registerType: 'EM' },
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your account is ready');
    expect(
      screen.getByText('Welcome, Noor Saleh! Your email address is confirmed and you are now logged in.'),
    ).toBeInTheDocument();
    expect(sessionStore.getState().user?.custName).toBe('Noor Saleh');
    expect(serverCart.save).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
  });

  it('removes the social-media name kept for the form once the registration is confirmed', async () => {
    await setUpAuthTest();
    keepSocialMediaName('97', { firstName: 'Amira', lastName: 'Nassar', email: 'amira.nassar@gmail.test' });
    keepSocialMediaName('250', { firstName: 'Omar', lastName: 'Khalil', email: null });
    fakeApi({ registerConfirmation: () => ok({ ...SESSION, custName: 'Amira Nassar' }) });
    await openConfirmationLink();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your account is ready');
    expect(readSocialMediaName('97')).toBeNull();
    // Another unit's registration in progress is its own.
    expect(readSocialMediaName('250')).toMatchObject({ firstName: 'Omar' });
  });

  it('keeps the social-media name when the link does not confirm anything', async () => {
    await setUpAuthTest();
    keepSocialMediaName('97', { firstName: 'Amira', lastName: 'Nassar', email: null });
    fakeApi({
      registerConfirmation: () =>
        failed({ code: API_ERRORS.VERIFY_LINK_INVALID.code, message: API_ERRORS.VERIFY_LINK_INVALID.message }),
    });
    await openConfirmationLink();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Your account is ready');
    expect(readSocialMediaName('97')).toMatchObject({ firstName: 'Amira' });
  });

  it('says an expired or used link does not work, with the ways to register again or log in', async () => {
    await setUpAuthTest();
    fakeApi({
      registerConfirmation: () =>
        failed({ code: API_ERRORS.VERIFY_LINK_INVALID.code, message: API_ERRORS.VERIFY_LINK_INVALID.message }),
    });
    await openConfirmationLink();
    expect(screen.getByTestId('confirm-error')).toHaveTextContent('The verification link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Create an account again' })).toHaveAttribute(
      'href',
      '/auth/login?tab=register',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('does not call the API for a link without its token', async () => {
    await setUpAuthTest();
    const api = fakeApi({});
    await openConfirmationLink('accountId=7');
    expect(api.calls).toEqual([]);
    expect(screen.getByTestId('confirm-error')).toHaveTextContent('The verification link is invalid or has expired.');
  });
});
