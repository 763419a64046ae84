import { useCallback, useState } from 'react';
import { shopApi } from '@shop/api-client';
import { brandStore } from '@shop/brand';
import { getOauthLoginInfo, type SocialLoginType } from '@shop/contracts';
import { oauthCallbackAddress } from '../api/oauth-callback-address';
import { rememberPendingSocialSignIn } from '../api/pending-social-sign-in';
import { codeChallengeOf, makeCodeVerifier } from '../api/pkce';

export type SocialRedirectState =
  | { kind: 'idle' }
  | { kind: 'redirecting'; loginType: SocialLoginType }
  | { kind: 'failed'; loginType: SocialLoginType };

/**
 * Starts a social sign-in (OpenID Connect with PKCE): a fresh verifier kept in this tab, its
 * challenge sent for the provider's address, then the browser goes there. `go` is the page's way out
 * (window.location.assign), given so a test can watch it.
 */
const leavePage = (url: string) => window.location.assign(url);

export function useSocialRedirect(next: string, go: (url: string) => void = leavePage) {
  const [state, setState] = useState<SocialRedirectState>({ kind: 'idle' });
  const start = useCallback(
    async (loginType: SocialLoginType) => {
      setState({ kind: 'redirecting', loginType });
      try {
        const codeVerifier = makeCodeVerifier();
        const codeChallenge = await codeChallengeOf(codeVerifier);
        const { unit, basePath } = brandStore.getState();
        const result = await shopApi().call(getOauthLoginInfo, {
          redirectUri: oauthCallbackAddress(window.location.origin, basePath),
          loginType,
          codeChallenge,
          ...(unit ? { aggregatorBuId: unit.buId } : {}),
        });
        if (!result.ok || !rememberPendingSocialSignIn({ loginType, codeVerifier, next })) {
          setState({ kind: 'failed', loginType });
          return;
        }
        go(result.data.returnUrl);
      } catch {
        setState({ kind: 'failed', loginType });
      }
    },
    [next, go],
  );
  return { state, start };
}
