import type { Theme } from '@emotion/react';
import { brandStore, loginMethodsOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { SOCIAL_LOGIN_TYPES, type SocialLoginType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { portalSignInUrl, rememberSsoReturnPath } from '@shop/session/portal-sign-in';
import { FormAlert } from '@shop/ui';
import { useSocialRedirect } from '../hooks/use-social-redirect';

/** Brand names stay as they are in every language. */
const BRAND_NAMES: Readonly<Record<SocialLoginType, string>> = {
  FB: 'Facebook',
  GOOGLE: 'Google',
  APPLE: 'Apple',
};

/** The unit's social sign-in methods (its memberShip list), in the order buttons show them. */
export function socialMethodsOf(memberShip: string): SocialLoginType[] {
  const methods = loginMethodsOf({ memberShip });
  return SOCIAL_LOGIN_TYPES.filter((method) => methods.includes(method));
}

const buttonCss = (theme: Theme) => ({
  minHeight: 44,
  width: '100%',
  padding: `${theme.space(2)} ${theme.space(4)}`,
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.text,
  background: '#fff',
  border: '1px solid #6b7785',
  borderRadius: theme.radius,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box' as const,
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&[aria-disabled="true"], &:disabled': { cursor: 'progress', opacity: 0.7 },
});

/**
 * The unit's social sign-in buttons (Facebook, Google, Apple: OpenID Connect with PKCE through
 * getOauthLoginInfo) and its portal's single sign-on, when the unit names the portal's sign-in page.
 * `next` is where the visitor goes once signed in.
 */
export function SocialSignIn({ passwordSignIn, next }: { passwordSignIn: boolean; next: string }) {
  const unit = useUnit();
  const { t } = useTranslation('auth');
  const { state, start } = useSocialRedirect(next);
  const methods = socialMethodsOf(unit.memberShip);
  // Single sign-on starts at the unit's portal, which comes back with a signed link to /{buId}/sso.
  const portal = loginMethodsOf(unit).includes('SSO')
    ? portalSignInUrl(unit, window.location.origin, brandStore.getState().basePath)
    : null;
  if (methods.length === 0 && !portal) return null;
  const busy = state.kind === 'redirecting';

  return (
    <section
      aria-labelledby="social-sign-in-title"
      data-testid="social-sign-in"
      css={(theme: Theme) => ({ marginTop: theme.space(6) })}
    >
      <h2
        id="social-sign-in-title"
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(3),
          fontSize: '1rem',
          fontWeight: 600,
          margin: `0 0 ${theme.space(3)}`,
          '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid #c5ccd6' },
        })}
      >
        {passwordSignIn ? t('social.title') : t('social.titleOnly')}
      </h2>
      {state.kind === 'failed' ? (
        <div data-testid="social-failed">
          <FormAlert tone="error">{t('social.failed', { provider: BRAND_NAMES[state.loginType] })}</FormAlert>
        </div>
      ) : null}
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(2) })}>
        {methods.map((method) => (
          <button
            key={method}
            type="button"
            data-testid={`social-${method}`}
            disabled={busy}
            aria-busy={busy && state.loginType === method}
            onClick={() => void start(method)}
            css={buttonCss}
          >
            {busy && state.loginType === method
              ? t('social.redirecting', { provider: BRAND_NAMES[method] })
              : t('social.continueWith', { provider: BRAND_NAMES[method] })}
          </button>
        ))}
        {portal ? (
          <a href={portal} data-testid="social-SSO" onClick={() => rememberSsoReturnPath(next)} css={buttonCss}>
            {t('social.continueWith', { provider: t('social.singleSignOn') })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
