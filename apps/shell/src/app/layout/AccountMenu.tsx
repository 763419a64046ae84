import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';
import { useSession } from '@shop/session/react';

/** The login link for visitors, or the signed-in user's name with their account and sign-out. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const linkCss = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 });

  if (!user) {
    return (
      <Link to="/auth/login" css={linkCss} data-testid="login-link">
        {t('account.login')}
      </Link>
    );
  }
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 12 }} data-testid="account-menu">
      <span>{t('account.hello', { name: user.custName })}</span>
      <Link to="/account" css={linkCss}>
        {t('account.myAccount')}
      </Link>
      <button type="button" onClick={() => void sessionStore.getState().logout()} css={{ font: 'inherit', cursor: 'pointer' }}>
        {t('account.signOut')}
      </button>
    </div>
  );
}
