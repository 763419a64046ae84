import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';
import { useAudience } from '@shop/session/react';
import { DisclosureMenu } from './DisclosureMenu';
import { SALESMAN_ACCOUNT_LINKS } from './menu/salesman-links';

/** The signed-in user's menu: their name, My account, Profile (a salesman: his customers, his commission), Sign out. */
export default function SignedInMenu({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const salesman = useAudience() === 'salesman';
  return (
    <DisclosureMenu
      label={
        // A long name (a company's) is cut visually so the header keeps one row with room around each item;
        // the button's accessible name stays whole.
        <span css={{ maxWidth: '12em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('accountMenu.hello', { name })}
        </span>
      }
      testId="account-menu"
      buttonTestId="account-menu-button"
    >
      {(close) => (
        <>
          {salesman
            ? SALESMAN_ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} data-testid={link.testId} onClick={close}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))
            : null}
          {salesman ? null : (
            <>
              <li>
                <Link to="/account" data-testid="account-menu-my-account">
                  {t('accountMenu.myAccount')}
                </Link>
              </li>
              <li>
                <Link to="/account/profile" data-testid="account-menu-profile">
                  {t('accountMenu.profile')}
                </Link>
              </li>
            </>
          )}
          <li css={{ borderTop: '1px solid #e1e5eb', marginTop: 4, paddingTop: 4 }}>
            <button
              type="button"
              data-testid="account-menu-sign-out"
              onClick={() => {
                close();
                void sessionStore.getState().logout();
              }}
            >
              {t('accountMenu.signOut')}
            </button>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}
