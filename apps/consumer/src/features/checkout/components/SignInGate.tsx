import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { sectionCss, sectionTitleCss } from './section-styles';

const logInCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${theme.space(2)} ${theme.space(5)}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

/**
 * Spec 1 section 6: a visitor who is not signed in logs in first, or continues as a guest where the
 * unit allows guest checkout. `loginPath` comes back to this checkout afterwards.
 */
export function SignInGate({
  loginPath,
  portalUrl,
  guestAllowed,
  onContinueAsGuest,
  onLogIn,
}: {
  loginPath: string;
  /** A unit that signs in only through its portal (single sign-on): logging in goes there. */
  portalUrl?: string | null;
  /** Going to log in is not leaving the order: the cart stays. */
  onLogIn: () => void;
  guestAllowed: boolean;
  onContinueAsGuest: () => void;
}) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionCss} data-testid="checkout-sign-in">
      <h2 id={titleId} css={sectionTitleCss}>
        {t('signIn.title')}
      </h2>
      <p>{guestAllowed ? t('signIn.introGuest') : t('signIn.introMembers')}</p>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
        {portalUrl ? (
          <a href={portalUrl} onClick={onLogIn} data-testid="checkout-single-sign-on" css={logInCss}>
            {t('signIn.logIn')}
          </a>
        ) : (
          <Link to={loginPath} onClick={onLogIn} css={logInCss}>
            {t('signIn.logIn')}
          </Link>
        )}
        {guestAllowed ? (
          <Button variant="secondary" onClick={onContinueAsGuest}>
            {t('signIn.continueAsGuest')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
