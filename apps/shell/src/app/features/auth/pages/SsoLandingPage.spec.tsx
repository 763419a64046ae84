import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { SESSION, failed, fakeApi, ok, renderAt, setUpAuthTest } from '../testing/auth-test-kit';
import { SsoLandingPage } from './SsoLandingPage';

const JWT = 'header.payload.signature-of-the-portal';

describe('the single sign-on landing page', () => {
  it('signs in with a verified link, keeps the back-URL and opens the page it names', async () => {
    await setUpAuthTest();
    const api = fakeApi({
      ssoLogin: () => ok({ ...SESSION, backUrl: 'https://portal.example/home', redirectUrl: '/account/cards' }),
    });
    renderAt(`/sso?jwt=${JWT}&page=cards`, <SsoLandingPage />, '/sso');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/cards'));
    expect(api.callsOf('ssoLogin')).toEqual([expect.objectContaining({ projectBu: '97', jwt: JWT, page: 'cards' })]);
    expect(sessionStore.getState().user?.custName).toBe('Layla Haddad');
    expect(localStorage.getItem('shop:97:ssoBackUrl')).toBe('https://portal.example/home');
  });

  it('refuses a used link with a page that says why, and signs nobody in', async () => {
    await setUpAuthTest();
    fakeApi({ ssoLogin: () => failed({ code: 10113, message: 'This sign-in link has already been used.' }) });
    renderAt(`/sso?jwt=${JWT}-again`, <SsoLandingPage />, '/sso');
    await waitFor(() => expect(screen.getByTestId('sso-landing')).toHaveAttribute('data-state', 'refused'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This sign-in link cannot be used');
    expect(screen.getByTestId('sso-refusal')).toHaveTextContent(
      'This link has already been used. A sign-in link works only once: open the shop again from your portal.',
    );
    expect(sessionStore.getState().user).toBeNull();
  });

  it('says a link without a token is incomplete, without asking the API', async () => {
    await setUpAuthTest();
    const api = fakeApi({});
    renderAt('/sso?page=home', <SsoLandingPage />, '/sso');
    expect(screen.getByTestId('sso-refusal')).toHaveTextContent('The link is incomplete: it carries no sign-in token.');
    expect(api.callsOf('ssoLogin')).toEqual([]);
  });
});
