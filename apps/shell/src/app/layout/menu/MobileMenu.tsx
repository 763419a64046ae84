import type { Theme } from '@emotion/react';
import { Link, useLocation } from 'react-router';
import { isB2bEnabled, isQueryCardEnabled, walletButtonOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';
import { useAudience, useSession } from '@shop/session/react';
import { ModalDialog } from '@shop/ui';
import { loginPathReturningTo } from '../../features/auth/api/next-path';
import { countryChoices } from '../../features/country-picker/api/country-sites';
import CountryList from '../../features/country-picker/components/CountryList';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { NavItemLink } from './NavItemLink';
import { SALESMAN_ACCOUNT_LINKS } from './salesman-links';
import { useNavItems } from './use-nav-items';

const itemCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: `0 ${theme.space(2)}`,
  boxSizing: 'border-box' as const,
  font: 'inherit',
  textAlign: 'start' as const,
  color: theme.colors.text,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  borderRadius: theme.radius,
  cursor: 'pointer',
  '&.active': { fontWeight: 700, color: theme.colors.primary },
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
});

const listCss = { listStyle: 'none', margin: '0 0 16px', padding: 0 };
const sectionTitleCss = { margin: '16px 0 4px', fontSize: '1rem' };

/** Spec 1 section 2: the mobile menu, a modal with hello, the navigation and the account links. */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const unit = useUnit();
  const audience = useAudience();
  const name = useSession((state) => state.user?.custName);
  const items = useNavItems().filter((item) => item.key !== 'account');
  const { pathname, search } = useLocation();

  return (
    <ModalDialog title={t('mobileMenu.title')} onCancel={onClose} placement="sheet" testId="mobile-menu">
      <button
        type="button"
        onClick={onClose}
        aria-label={t('common:close')}
        css={(theme: Theme) => ({
          position: 'absolute',
          top: 12,
          insetInlineEnd: 12,
          minWidth: 44,
          minHeight: 44,
          fontSize: '1.5rem',
          lineHeight: 1,
          background: 'none',
          border: 0,
          borderRadius: theme.radius,
          cursor: 'pointer',
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
        })}
      >
        ×
      </button>
      <p css={{ margin: '0 0 12px', fontSize: '1.125rem', fontWeight: 600 }} data-testid="mobile-menu-hello">
        {name === undefined ? t('mobileMenu.helloGuest') : t('accountMenu.hello', { name })}
      </p>
      <nav aria-label={t('nav.label')}>
        <ul css={listCss}>
          {items.map((item) => (
            <li key={item.key}>
              <NavItemLink item={item} linkCss={itemCss} />
            </li>
          ))}
        </ul>
      </nav>
      <h3 css={sectionTitleCss}>{t('mobileMenu.account')}</h3>
      {name === undefined ? (
        <ul css={listCss}>
          <li>
            <Link to={loginPathReturningTo(pathname, search)} css={itemCss}>
              {t('accountMenu.individual')}
            </Link>
          </li>
          {isB2bEnabled(unit) ? (
            <li>
              <Link to="/auth/b2b/login" css={itemCss}>
                {t('accountMenu.business')}
              </Link>
            </li>
          ) : null}
          {isQueryCardEnabled(unit) ? (
            <li>
              <Link to="/query" css={itemCss}>
                {t('accountMenu.queryBalance')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : audience === 'salesman' ? (
        <ul css={listCss}>
          {SALESMAN_ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} css={itemCss}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              css={itemCss}
              onClick={() => {
                onClose();
                void sessionStore.getState().logout();
              }}
            >
              {t('accountMenu.signOut')}
            </button>
          </li>
        </ul>
      ) : (
        <ul css={listCss}>
          <li>
            <Link to="/account" css={itemCss}>
              {t('accountMenu.myAccount')}
            </Link>
          </li>
          <li>
            <Link to="/account/cards" css={itemCss}>
              {t('mobileMenu.cards')}
            </Link>
          </li>
          {walletButtonOf(unit, audience, null).shows ? (
            <li>
              <Link to="/account/wallet" css={itemCss}>
                {t('wallet.button')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/account/history" css={itemCss}>
              {t('mobileMenu.history')}
            </Link>
          </li>
          <li>
            <Link to="/account/inbox" css={itemCss}>
              {t('mobileMenu.inbox')}
            </Link>
          </li>
          <li>
            <Link to="/account/profile" css={itemCss}>
              {t('accountMenu.profile')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              css={itemCss}
              onClick={() => {
                onClose();
                void sessionStore.getState().logout();
              }}
            >
              {t('accountMenu.signOut')}
            </button>
          </li>
        </ul>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', margin: '8px 0 16px' }}>
        <LanguageSwitcher />
      </div>
      {countryChoices(unit).length > 0 ? <CountryList /> : null}
    </ModalDialog>
  );
}
