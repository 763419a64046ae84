import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { audienceTabsOf, hasInternalFaq, showsQueryCardLink } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { useAudience } from '@shop/session/react';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';

const navLinkCss = (theme: Theme) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  padding: `${theme.space(2)} ${theme.space(1)}`,
  borderBottom: '3px solid transparent',
  '&.active': { borderBottomColor: theme.colors.primary, fontWeight: 600 },
  '&[aria-disabled="true"]': { opacity: 0.5, pointerEvents: 'none' as const },
});

export function Header() {
  const unit = useUnit();
  const audience = useAudience();
  const { t } = useTranslation('shell');
  const tabs = audienceTabsOf(unit, audience);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A chosen link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(6),
        padding: `${theme.space(3)} ${theme.space(4)}`,
        background: '#fff',
        borderBottom: `1px solid ${theme.colors.surface}`,
      })}
    >
      <Link
        to="/"
        css={(theme: Theme) => ({
          fontSize: '1.375rem',
          fontWeight: 700,
          color: theme.colors.primary,
          textDecoration: 'none',
        })}
      >
        {unit.name}
      </Link>
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls="main-navigation"
        onClick={() => setMenuOpen((open) => !open)}
        css={(theme: Theme) => ({
          display: 'none',
          marginInlineStart: 'auto',
          minWidth: 44,
          minHeight: 44,
          font: 'inherit',
          fontSize: '1.25rem',
          background: 'none',
          border: `1px solid ${theme.colors.surface}`,
          borderRadius: theme.radius,
          [theme.media.mobile]: { display: 'inline-block' },
        })}
      >
        <span aria-hidden="true">☰</span>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('nav.menu')}
        </span>
      </button>
      <nav
        id="main-navigation"
        aria-label={t('nav.label')}
        css={(theme: Theme) => ({
          flex: 1,
          [theme.media.mobile]: { flexBasis: '100%', display: menuOpen ? 'block' : 'none' },
        })}
      >
        <ul
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: 20,
            listStyle: 'none',
            margin: 0,
            padding: 0,
            [theme.media.mobile]: { flexDirection: 'column', gap: 8 },
          })}
        >
          {tabs.forBusiness.shown ? (
            <>
              <li>
                <NavLink to="/" end css={navLinkCss} aria-disabled={tabs.forCustomer.disabled}>
                  {t('nav.forCustomer')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/b2b/info" css={navLinkCss} aria-disabled={tabs.forBusiness.disabled}>
                  {t('nav.forBusiness')}
                </NavLink>
              </li>
            </>
          ) : null}
          {showsQueryCardLink(unit, audience) ? (
            <li>
              <NavLink to="/query" css={navLinkCss}>
                {t('nav.queryCard')}
              </NavLink>
            </li>
          ) : null}
          {audience !== 'guest' ? (
            <li>
              <NavLink to="/account" css={navLinkCss}>
                {t('accountMenu.myAccount')}
              </NavLink>
            </li>
          ) : null}
          <li>
            {hasInternalFaq(unit) ? (
              <NavLink to="/faq" css={navLinkCss}>
                {t('nav.faq')}
              </NavLink>
            ) : (
              <a href={unit.externalFaqUrl} css={navLinkCss} rel="noopener noreferrer">
                {t('nav.faq')}
              </a>
            )}
          </li>
        </ul>
      </nav>
      <LanguageSwitcher />
      <AccountMenu />
    </header>
  );
}
