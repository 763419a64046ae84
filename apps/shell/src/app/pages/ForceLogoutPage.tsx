import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { audienceOf, loginPathOf, sessionStore } from '@shop/session';
import { LoadingIndicator } from '@shop/ui';
import { authCardCss, narrowPageCss, pageTitleCss } from '../features/auth/components/page-layout';

/**
 * Reached after a 401 on an authenticated call: says the session ended while the forced logout
 * runs; the logout then leads to the login page of the user type, or home for single sign-on or
 * with the failed flag (libs/session destinations). The link is there for whoever reads first.
 */
export function ForceLogoutPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('shell');
  const failed = params.has('failed');
  // The user type is read before the logout forgets the session.
  const [loginPath] = useState(() => loginPathOf(audienceOf(sessionStore.getState().user)));
  const [signingOut, setSigningOut] = useState(true);

  useEffect(() => {
    let current = true;
    void sessionStore
      .getState()
      .logout({ reason: 'forced', failed })
      .finally(() => current && setSigningOut(false));
    return () => {
      current = false;
    };
  }, [failed]);

  return (
    <div css={narrowPageCss}>
      <div css={authCardCss} data-testid="force-logout">
        <h1 css={pageTitleCss}>{t('forceLogout.title')}</h1>
        <p css={{ lineHeight: 1.5 }}>{t('forceLogout.body')}</p>
        {signingOut ? <LoadingIndicator label={t('forceLogout.signingOut')} /> : null}
        <p
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(4),
            margin: `${theme.space(4)} 0 0`,
          })}
        >
          <Link
            to={loginPath}
            css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
            data-testid="force-logout-login"
          >
            {t('forceLogout.login')}
          </Link>
          <Link to="/" css={(theme: Theme) => ({ color: theme.colors.primary })}>
            {t('forceLogout.home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
