import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shopApi, type ApiResult } from '@shop/api-client';
import { useUnit } from '@shop/brand/react';
import { login, type Session } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';
import { authErrorMessage } from '../api/auth-errors';
import { oncePerKey } from '../api/once-per-key';
import { takePendingSocialSignIn } from '../api/pending-social-sign-in';
import { keepSocialMediaName } from '../api/social-media-name';
import { linkButtonCss } from '../components/link-button';
import { authCardCss, narrowPageCss, pageTitleCss } from '../components/page-layout';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type State = { kind: 'signingIn' } | { kind: 'failed'; message: string | null; canRegister?: boolean };
type Outcome = { result: ApiResult<Session>; next: string } | null;

const finishOnce = oncePerKey<Outcome>();

/**
 * /auth/oauth/callback?code&state: where the provider sends the browser back. The code is exchanged
 * by the API (with this tab's PKCE verifier) for a session, exactly once; then on to where the
 * visitor was going. A cancelled, expired or foreign answer says so and leads back to the login page.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation('auth');
  const unit = useUnit();
  const completeSignIn = useCompleteSignIn();
  const [state, setState] = useState<State>({ kind: 'signingIn' });

  useEffect(() => {
    let current = true;
    const address = window.location.href;
    finishOnce(address, async () => {
      const pending = takePendingSocialSignIn();
      if (!pending) return null;
      const result = await shopApi().call(login, {
        loginType: pending.loginType,
        redirectUrl: address,
        codeVerifier: pending.codeVerifier,
        aggregatorBuId: unit.buId,
      });
      return { result, next: pending.next };
    }).then(async (outcome) => {
      if (!current) return;
      if (!outcome) setState({ kind: 'failed', message: null });
      else if (!outcome.result.ok) {
        const { error } = outcome.result;
        // No account here yet: the provider's name waits for the registration form (removed on confirmation).
        if (error.socialProfile) keepSocialMediaName(unit.buId, error.socialProfile);
        setState({ kind: 'failed', message: authErrorMessage(error, t), canRegister: !!error.socialProfile });
      } else await completeSignIn(outcome.result.data, outcome.next);
    });
    return () => {
      current = false;
    };
  }, [unit.buId, completeSignIn, t]);

  return (
    <div css={narrowPageCss}>
      <div css={authCardCss} data-testid="oauth-callback" data-state={state.kind}>
        {state.kind === 'signingIn' ? (
          <>
            <h1 css={pageTitleCss}>{t('oauth.title')}</h1>
            <LoadingIndicator label={t('oauth.working')} />
          </>
        ) : (
          <div role="alert">
            <h1 css={pageTitleCss}>{t('oauth.failedTitle')}</h1>
            <p css={{ lineHeight: 1.5 }} data-testid="oauth-error">
              {state.message ?? t('oauth.failed')}
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {state.canRegister ? (
                <Link to="/auth/login?tab=register" css={linkButtonCss('primary')} data-testid="oauth-register">
                  {t('oauth.register')}
                </Link>
              ) : null}
              <Link
                to="/auth/login"
                css={linkButtonCss(state.canRegister ? 'secondary' : 'primary')}
                data-testid="oauth-back-to-login"
              >
                {t('oauth.backToLogin')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
