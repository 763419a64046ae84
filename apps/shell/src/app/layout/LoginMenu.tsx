import { Link, useLocation } from 'react-router';
import { isB2bEnabled, isQueryCardEnabled } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { loginPathReturningTo } from '../features/auth/api/next-path';
import { DisclosureMenu } from './DisclosureMenu';

/**
 * The visitor's login dropdown (spec 1 section 2, Layout): the individual account, the business
 * account when the unit has B2B, and the balance query when the unit offers it.
 */
export function LoginMenu() {
  const unit = useUnit();
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  return (
    <DisclosureMenu label={t('accountMenu.login')} testId="login-menu" buttonTestId="login-link">
      {() => (
        <>
          <li>
            <Link to={loginPathReturningTo(pathname, search)} data-testid="login-menu-individual">
              {t('accountMenu.individual')}
            </Link>
          </li>
          {isB2bEnabled(unit) ? (
            <li>
              <Link to="/auth/b2b/login" data-testid="login-menu-business">
                {t('accountMenu.business')}
              </Link>
            </li>
          ) : null}
          {isQueryCardEnabled(unit) ? (
            <li>
              <Link to="/query" data-testid="login-menu-query">
                {t('accountMenu.queryBalance')}
              </Link>
            </li>
          ) : null}
        </>
      )}
    </DisclosureMenu>
  );
}
