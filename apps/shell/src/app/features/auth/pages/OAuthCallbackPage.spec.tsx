import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@shop/session';
import { rememberPendingSocialSignIn } from '../api/pending-social-sign-in';
import { readSocialMediaName } from '../api/social-media-name';
import { SESSION, failed, fakeApi, ok, renderAt, setUpAuthTest } from '../testing/auth-test-kit';
import { OAuthCallbackPage } from './OAuthCallbackPage';

const VERIFIER = 'a'.repeat(43) + '-verifier._~';

/** The provider's return address in the address bar (the page sends it whole to the API). */
function arriveFromProvider(query: string) {
  window.history.replaceState(null, '', `/auth/oauth/callback?${query}`);
  renderAt(`/auth/oauth/callback?${query}`, <OAuthCallbackPage />, '/auth/oauth/callback');
}

describe('the social sign-in callback page', () => {
  beforeEach(() => sessionStorage.clear());

  it("exchanges the provider's code once with this tab's verifier, then opens the visitor's page", async () => {
    await setUpAuthTest();
    rememberPendingSocialSignIn({ loginType: 'GOOGLE', codeVerifier: VERIFIER, next: '/account/cards' });
    const api = fakeApi({ login: () => ok(SESSION) });
    arriveFromProvider('code=code-1&state=state-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/cards'));
    expect(api.callsOf('login')).toEqual([
      expect.objectContaining({
        loginType: 'GOOGLE',
        codeVerifier: VERIFIER,
        redirectUrl: 'http://localhost/auth/oauth/callback?code=code-1&state=state-1',
      }),
    ]);
    expect(sessionStore.getState().user?.custName).toBe('Layla Haddad');
  });

  it("shows the API's refusal and leads back to the login page", async () => {
    await setUpAuthTest();
    rememberPendingSocialSignIn({ loginType: 'FB', codeVerifier: VERIFIER, next: '/' });
    fakeApi({ login: () => failed({ code: 10104, message: 'Sign-in was cancelled at the provider.' }) });
    arriveFromProvider('error=access_denied&state=state-2');
    await waitFor(() => expect(screen.getByTestId('oauth-callback')).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('oauth-error')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });

  it("keeps the provider's name for the registration form when no account has this sign-in yet", async () => {
    await setUpAuthTest();
    localStorage.clear();
    rememberPendingSocialSignIn({ loginType: 'GOOGLE', codeVerifier: VERIFIER, next: '/' });
    const socialProfile = { firstName: 'Amira', lastName: 'Nassar', email: 'amira.nassar@gmail.test' };
    fakeApi({
      login: () =>
        failed({
          code: 10105,
          message: 'No account is linked to this sign-in yet. Please register first.',
          socialProfile,
        }),
    });
    arriveFromProvider('code=code-3&state=state-3');
    await waitFor(() => expect(screen.getByTestId('oauth-callback')).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('oauth-error')).toHaveTextContent('No account is linked to this sign-in yet.');
    expect(screen.getByRole('link', { name: 'Register with these details' })).toHaveAttribute(
      'href',
      '/auth/login?tab=register',
    );
    expect(readSocialMediaName('97')).toEqual(socialProfile);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('asks nothing of the API when this tab started no sign-in (an address opened again)', async () => {
    await setUpAuthTest();
    const api = fakeApi({});
    arriveFromProvider('code=code-3&state=state-3');
    await waitFor(() => expect(screen.getByTestId('oauth-callback')).toHaveAttribute('data-state', 'failed'));
    expect(api.callsOf('login')).toEqual([]);
  });
});
