import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { SESSION, failed, fakeApi, ok, renderAt, setUpAuthTest, testUnit } from '../testing/auth-test-kit';
import { pageLoads } from '../api/page-loads';
import { SsoLandingPage } from './SsoLandingPage';

const JWT = 'header.payload.signature-of-the-portal';

describe('the single sign-on landing page', () => {
  it('signs in with a verified link, keeps the back-URL and opens the page it names', async () => {
    await setUpAuthTest();
    const api = fakeApi({
      ssoLogin: () =>
        ok({ ...SESSION, backUrl: 'https://portal.example/home', redirectUrl: '/account/cards', buId: '97' }),
    });
    renderAt(`/sso?jwt=${JWT}&page=cards`, <SsoLandingPage />, '/sso');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/cards'));
    expect(api.callsOf('ssoLogin')).toEqual([expect.objectContaining({ projectBu: '97', jwt: JWT, page: 'cards' })]);
    expect(sessionStore.getState().user?.custName).toBe('Layla Haddad');
    expect(localStorage.getItem('shop:97:ssoBackUrl')).toBe('https://portal.example/home');
  });

  it('keeps the session of an aggregator_bu link under that unit, whose pages it opens', async () => {
    await setUpAuthTest();
    const replace = jest.spyOn(pageLoads, 'replace').mockImplementation(() => undefined);
    const api = fakeApi({
      ssoLogin: () =>
        ok({ ...SESSION, backUrl: 'https://portal.example/home', redirectUrl: '/150/account', buId: '150' }),
    });
    renderAt(`/sso?jwt=${JWT}-aggregator&aggregator_bu=150&page=account`, <SsoLandingPage />, '/sso');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/150/account'));
    expect(api.callsOf('ssoLogin')).toEqual([expect.objectContaining({ projectBu: '97', aggregator_bu: '150' })]);
    expect(JSON.parse(localStorage.getItem('shop:150:session') ?? '{}')).toMatchObject({ custName: 'Layla Haddad' });
    expect(localStorage.getItem('shop:150:ssoBackUrl')).toBe('https://portal.example/home');
    // The landing unit is not signed in to an account of another unit.
    expect(localStorage.getItem('shop:97:session')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
    replace.mockRestore();
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

  it('leads back to the portal after a refusal when the unit names its sign-in page', async () => {
    const sso = {
      issuer: 'portal',
      audience: 'shop',
      keys: [{ kty: 'EC' as const, kid: 'k1' }],
      backUrlOrigins: [],
      aggregatorBus: [],
    };
    await setUpAuthTest(testUnit({ memberShip: 'SSO', sso: { ...sso, loginUrl: '/identity-sandbox/portal/97' } }));
    fakeApi({ ssoLogin: () => failed({ code: 10111, message: 'This sign-in link has expired.' }) });
    renderAt(`/sso?jwt=${JWT}-expired`, <SsoLandingPage />, '/sso');
    const back = await screen.findByRole('link', { name: 'Back to your portal' });
    expect(back).toHaveAttribute(
      'href',
      'http://localhost/identity-sandbox/portal/97?return=http%3A%2F%2Flocalhost%2Fsso',
    );
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeInTheDocument();
  });

  it('offers only the shop after a refusal when the unit has no portal sign-in page', async () => {
    await setUpAuthTest();
    fakeApi({ ssoLogin: () => failed({ code: 10113, message: 'This sign-in link has already been used.' }) });
    renderAt(`/sso?jwt=${JWT}-used`, <SsoLandingPage />, '/sso');
    await screen.findByRole('link', { name: 'Go to the shop' });
    expect(screen.queryByRole('link', { name: 'Back to your portal' })).toBeNull();
  });

  it('says a link without a token is incomplete, without asking the API', async () => {
    await setUpAuthTest();
    const api = fakeApi({});
    renderAt('/sso?page=home', <SsoLandingPage />, '/sso');
    expect(screen.getByTestId('sso-refusal')).toHaveTextContent('The link is incomplete: it carries no sign-in token.');
    expect(api.callsOf('ssoLogin')).toEqual([]);
  });
});
